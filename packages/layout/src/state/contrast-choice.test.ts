// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CONTRAST_STORAGE_KEY, storedChoice, themeFor } from './contrast-choice';

describe('the stored high-contrast choice', () => {
  afterEach(() => localStorage.clear());

  it('reads only the two known choices', () => {
    expect(storedChoice()).toBeNull();
    localStorage.setItem(CONTRAST_STORAGE_KEY, 'more');
    expect(storedChoice()).toBe('more');
    localStorage.setItem(CONTRAST_STORAGE_KEY, 'normal');
    expect(storedChoice()).toBe('normal');
    localStorage.setItem(CONTRAST_STORAGE_KEY, 'purple');
    expect(storedChoice()).toBeNull();
  });

  it('a choice wins over the OS; without one the OS decides', () => {
    expect(themeFor('more', false)).toBe('high-contrast');
    expect(themeFor('normal', true)).toBe('default');
    expect(themeFor(null, true)).toBe('high-contrast');
    expect(themeFor(null, false)).toBe('default');
  });
});
