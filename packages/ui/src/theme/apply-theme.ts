/** The themes of theme.css. */
export type Theme = 'default' | 'dark' | 'high-contrast';
/** Font-scale levels: default 默认 1.125 (largest) · medium 大号 1 (initial) · small 中号 0.9375 · mini 小号 0.875. */
export type FontScale = 'default' | 'medium' | 'small' | 'mini';

export interface ThemeSettings {
  /** `data-theme` on the root; `undefined` removes it, so the OS contrast preference applies (theme.css). */
  theme?: Theme | undefined;
  /** `data-font-scale` on the root; `undefined` removes it (the initial scale, 1). */
  fontScale?: FontScale | undefined;
}

const moreContrastQuery = '(prefers-contrast: more)';

/**
 * Writes the user's settings as attributes on the root. Only the keys present are touched:
 * `applyTheme({ fontScale: 'mini' })` keeps the theme.
 */
export function applyTheme(settings: ThemeSettings, root: HTMLElement = document.documentElement) {
  for (const [key, attribute] of [
    ['theme', 'data-theme'],
    ['fontScale', 'data-font-scale'],
  ] as const) {
    if (!(key in settings)) continue;
    const value = settings[key];
    if (value === undefined) root.removeAttribute(attribute);
    else root.setAttribute(attribute, value);
  }
}

/**
 * The theme to show: the user's own choice wins; without one, high contrast when the OS asks
 * for more contrast, else the default theme.
 */
export function resolveTheme(userChoice: Theme | undefined, prefersMoreContrast: boolean): Theme {
  return userChoice ?? (prefersMoreContrast ? 'high-contrast' : 'default');
}

/** Whether the OS asks for more contrast right now (false where matchMedia is missing, e.g. SSR). */
export function highContrastPreference(): boolean {
  return typeof matchMedia === 'function' && matchMedia(moreContrastQuery).matches;
}

/** Calls `callback` whenever the OS contrast preference changes; returns the unsubscribe function. */
export function watchContrastPreference(callback: (prefersMoreContrast: boolean) => void) {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(moreContrastQuery);
  const onChange = (event: MediaQueryListEvent) => callback(event.matches);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
