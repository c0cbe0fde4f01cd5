// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CONTRAST_STORAGE_KEY,
  createThemePreferenceStore,
  HIGH_CONTRAST_THEME_COLOR,
  themeColorOf,
  themeOf,
  type ThemePreferenceStore,
} from './theme-preference';

let store: ThemePreferenceStore;
/** A new visit: a store made afresh reads the stored choice. */
const reload = () => createThemePreferenceStore({ persist: true });
beforeEach(() => {
  store = reload();
});
afterEach(() => {
  localStorage.clear();
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
    store.setContrastChoice('more');
    expect(localStorage.getItem(CONTRAST_STORAGE_KEY)).toBe('more');
    expect(document.documentElement.dataset.theme).toBe('high-contrast');

    store.setContrastChoice('normal');
    expect(localStorage.getItem(CONTRAST_STORAGE_KEY)).toBe('normal');
    expect(document.documentElement.dataset.theme).toBe('default');
  });

  it('is read back on a reload, and forgetting it follows the OS again', () => {
    store.setContrastChoice('more');
    expect(reload().state.choice).toBe('more');

    store.setContrastChoice(null);
    expect(localStorage.getItem(CONTRAST_STORAGE_KEY)).toBeNull();
    expect(reload().state.choice).toBeNull();
  });

  it('ignores an unknown stored value', () => {
    localStorage.setItem(CONTRAST_STORAGE_KEY, 'bright');
    expect(reload().state.choice).toBeNull();
  });

  it('writes nothing without persist (a second shell, a test)', () => {
    const apart = createThemePreferenceStore({ persist: false });
    apart.setContrastChoice('dark');
    expect(localStorage.getItem(CONTRAST_STORAGE_KEY)).toBeNull();
    expect(store.state.choice).toBeNull();
  });
});
