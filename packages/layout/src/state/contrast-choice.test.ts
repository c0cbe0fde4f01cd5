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

describe('appearance (issue 12)', () => {
  it('maps the four choices to what is stored and back', async () => {
    const { appearanceOf, appearances, choiceOf } = await import('./contrast-choice');
    for (const appearance of appearances)
      expect(appearanceOf(choiceOf(appearance))).toBe(appearance);
    expect(choiceOf('system')).toBeNull();
    expect(choiceOf('high-contrast')).toBe('more');
    expect(choiceOf('light')).toBe('normal');
    expect(choiceOf('dark')).toBe('dark');
  });

  it('follows a dark OS only without a choice, and more contrast before dark', () => {
    expect(themeFor(null, false, true)).toBe('dark');
    expect(themeFor(null, true, true)).toBe('high-contrast');
    expect(themeFor('normal', false, true)).toBe('default');
    expect(themeFor('dark', true, false)).toBe('dark');
    localStorage.setItem(CONTRAST_STORAGE_KEY, 'dark');
    expect(storedChoice()).toBe('dark');
    localStorage.clear();
  });
});
