// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  darkPreference,
  highContrastPreference,
  resolveTheme,
  watchContrastPreference,
} from './apply-theme';
import { clearThemeColor, setDefaultThemeColor, setThemeColor } from './theme-color';

const html = document.documentElement;

afterEach(() => {
  html.removeAttribute('data-theme');
  html.removeAttribute('data-font-scale');
  clearThemeColor();
  vi.unstubAllGlobals();
});

describe('resolveTheme', () => {
  it('follows the OS only when the user has not chosen', () => {
    expect(resolveTheme(undefined, false)).toBe('default');
    expect(resolveTheme(undefined, true)).toBe('high-contrast');
    expect(resolveTheme('dark', true)).toBe('dark');
    expect(resolveTheme('default', true)).toBe('default');
    expect(resolveTheme('high-contrast', false)).toBe('high-contrast');
  });
  it('follows a dark OS scheme, below more contrast and below the user choice', () => {
    expect(resolveTheme(undefined, false, true)).toBe('dark');
    expect(resolveTheme(undefined, true, true)).toBe('high-contrast');
    expect(resolveTheme('default', false, true)).toBe('default');
  });
});

describe('applyTheme', () => {
  it('sets the attributes it is given and leaves the others alone', () => {
    applyTheme({ theme: 'dark', fontScale: 'mini' });
    expect(html.dataset.theme).toBe('dark');
    expect(html.dataset.fontScale).toBe('mini');
    applyTheme({ fontScale: 'default' });
    expect(html.dataset.theme).toBe('dark');
    expect(html.dataset.fontScale).toBe('default');
    applyTheme({ theme: undefined });
    expect(html.hasAttribute('data-theme')).toBe(false);
    expect(html.dataset.fontScale).toBe('default');
  });

  it('works on another root', () => {
    const section = document.createElement('section');
    applyTheme({ theme: 'high-contrast' }, section);
    expect(section.dataset.theme).toBe('high-contrast');
    expect(html.hasAttribute('data-theme')).toBe(false);
  });
});

describe('contrast preference', () => {
  it('reads and watches prefers-contrast: more through matchMedia', () => {
    const listeners = new Set<(event: { matches: boolean }) => void>();
    const query = {
      matches: true,
      addEventListener: (_: string, l: (event: { matches: boolean }) => void) => listeners.add(l),
      removeEventListener: (_: string, l: (event: { matches: boolean }) => void) =>
        listeners.delete(l),
    };
    const matchMedia = vi.fn(() => query);
    vi.stubGlobal('matchMedia', matchMedia);

    expect(highContrastPreference()).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-contrast: more)');

    const callback = vi.fn();
    const stop = watchContrastPreference(callback);
    for (const l of listeners) l({ matches: false });
    expect(callback).toHaveBeenCalledWith(false);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('is false without matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(highContrastPreference()).toBe(false);
    expect(darkPreference()).toBe(false);
    expect(watchContrastPreference(() => {})).toBeTypeOf('function');
  });
});

describe('setThemeColor', () => {
  it('writes one <style id="cep-theme-color"> rule, no inline styles, and clears it', () => {
    setThemeColor('#1890ff');
    setThemeColor('#409EFF');
    const styles = document.querySelectorAll('style#cep-theme-color');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toContain('--primary-600:');
    expect(html.getAttribute('style')).toBeNull();
    clearThemeColor();
    expect(document.getElementById('cep-theme-color')).toBeNull();
  });

  it('writes the same stylesheet for the default colour without computing it', () => {
    setThemeColor('#409EFF');
    const computed = document.getElementById('cep-theme-color')?.textContent;
    setThemeColor('#1890ff');
    setDefaultThemeColor();
    expect(document.querySelectorAll('style#cep-theme-color')).toHaveLength(1);
    expect(document.getElementById('cep-theme-color')?.textContent).toBe(computed);
    clearThemeColor();
  });

  it('scopes a colour set on another root to that element', () => {
    const panel = document.createElement('div');
    setThemeColor('#000000', panel);
    const key = panel.dataset.themeColorScope;
    expect(key).toBeTruthy();
    expect(document.getElementById(`cep-theme-color-${key}`)?.textContent).toContain(
      `[data-theme-color-scope='${key}']`,
    );
    clearThemeColor(panel);
    expect(document.getElementById(`cep-theme-color-${key}`)).toBeNull();
    expect(panel.dataset.themeColorScope).toBeUndefined();
  });

  it('throws a RangeError and changes nothing for an invalid colour', () => {
    expect(() => setThemeColor('#12')).toThrow(RangeError);
    expect(document.getElementById('cep-theme-color')).toBeNull();
  });
});
