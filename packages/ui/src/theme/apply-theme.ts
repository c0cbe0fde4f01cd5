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

const darkSchemeQuery = '(prefers-color-scheme: dark)';

/**
 * The theme to show: the user's own choice wins; without one, high contrast when the OS asks
 * for more contrast, else dark when the OS is set to dark, else the default theme. (More
 * contrast wins over dark: it is the need, dark the taste.)
 */
export function resolveTheme(
  userChoice: Theme | undefined,
  prefersMoreContrast: boolean,
  prefersDark = false,
): Theme {
  return userChoice ?? (prefersMoreContrast ? 'high-contrast' : prefersDark ? 'dark' : 'default');
}

/** Whether the OS asks for more contrast right now (false where matchMedia is missing, e.g. SSR). */
export function highContrastPreference(): boolean {
  return typeof matchMedia === 'function' && matchMedia(moreContrastQuery).matches;
}

/** Calls `callback` whenever the OS contrast preference changes; returns the unsubscribe function. */
export function watchContrastPreference(callback: (prefersMoreContrast: boolean) => void) {
  return watchMedia(moreContrastQuery, callback);
}

/** Whether the OS is set to a dark colour scheme right now (false where matchMedia is missing). */
export function darkPreference(): boolean {
  return typeof matchMedia === 'function' && matchMedia(darkSchemeQuery).matches;
}

/** Calls `callback` whenever the OS colour scheme changes (dark or not); returns the unsubscribe. */
export function watchDarkPreference(callback: (prefersDark: boolean) => void) {
  return watchMedia(darkSchemeQuery, callback);
}

function watchMedia(media: string, callback: (matches: boolean) => void) {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(media);
  const onChange = (event: MediaQueryListEvent) => callback(event.matches);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
