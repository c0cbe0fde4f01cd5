// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONTRAST_STORAGE_KEY,
  HIGH_CONTRAST_THEME_COLOR,
  resetThemePreference,
  setContrastChoice,
  themeColorOf,
  themeOf,
  themePreferenceStore,
} from './theme-preference';

afterEach(() => {
  localStorage.clear();
  resetThemePreference();
  document.documentElement.removeAttribute('data-theme');
});

describe('themeOf', () => {
  it('follows the OS until the person chooses; their choice wins either way', () => {
    expect(themeOf({ choice: null, systemPrefersMore: false })).toBe('default');
    expect(themeOf({ choice: null, systemPrefersMore: true })).toBe('high-contrast');
    expect(themeOf({ choice: 'normal', systemPrefersMore: true })).toBe('default');
    expect(themeOf({ choice: 'more', systemPrefersMore: false })).toBe('high-contrast');
  });
});

describe('themeColorOf', () => {
  it('is #000000 under high contrast whatever the settings say', () => {
    expect(themeColorOf('high-contrast', '#ff4500')).toBe(HIGH_CONTRAST_THEME_COLOR);
    expect(themeColorOf('default', '#ff4500')).toBe('#ff4500');
  });
});

describe('setContrastChoice', () => {
  it('remembers the choice in local storage and applies the theme to <html>', () => {
    setContrastChoice('more');
    expect(localStorage.getItem(CONTRAST_STORAGE_KEY)).toBe('more');
    expect(document.documentElement.dataset.theme).toBe('high-contrast');

    setContrastChoice('normal');
    expect(localStorage.getItem(CONTRAST_STORAGE_KEY)).toBe('normal');
    expect(document.documentElement.dataset.theme).toBe('default');
  });

  it('is read back on reset (a reload), and forgetting it follows the OS again', () => {
    setContrastChoice('more');
    themePreferenceStore.choice = null;
    resetThemePreference();
    expect(themePreferenceStore.choice).toBe('more');

    setContrastChoice(null);
    expect(localStorage.getItem(CONTRAST_STORAGE_KEY)).toBeNull();
    resetThemePreference();
    expect(themePreferenceStore.choice).toBeNull();
  });

  it('ignores an unknown stored value', () => {
    localStorage.setItem(CONTRAST_STORAGE_KEY, 'bright');
    resetThemePreference();
    expect(themePreferenceStore.choice).toBeNull();
  });
});
