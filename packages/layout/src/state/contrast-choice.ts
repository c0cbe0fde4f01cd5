import {
  applyTheme,
  darkPreference,
  highContrastPreference,
  resolveTheme,
  watchContrastPreference,
  watchDarkPreference,
  type Theme,
} from '@cep/ui';
import { useEffect, useState } from 'react';

/*
 * The light part of the high-contrast preference: the stored choice and the theme it gives,
 * without the shell's stores. A page outside the shell (sign-in) follows it with
 * `useFollowContrastPreference`; the shell's toggle lives in theme-preference.ts.
 */

/**
 * What the person chose with the high-contrast toggle or the settings' appearance: `'more'` high
 * contrast, `'normal'` light, `'dark'` dark; `null` until they choose (the OS decides).
 */
export type ContrastChoice = 'more' | 'normal' | 'dark' | null;

/** The settings drawer's four-way appearance choice, a view of the stored `ContrastChoice`. */
export type Appearance = 'light' | 'dark' | 'high-contrast' | 'system';

export const appearances: readonly Appearance[] = ['system', 'light', 'dark', 'high-contrast'];

/** The appearance a stored choice stands for. */
export function appearanceOf(choice: ContrastChoice): Appearance {
  if (choice === 'more') return 'high-contrast';
  if (choice === 'normal') return 'light';
  return choice ?? 'system';
}

/** The stored choice of an appearance (`null`: follow the system). */
export function choiceOf(appearance: Appearance): ContrastChoice {
  if (appearance === 'high-contrast') return 'more';
  if (appearance === 'light') return 'normal';
  return appearance === 'dark' ? 'dark' : null;
}

export const CONTRAST_STORAGE_KEY = 'cep-layout-contrast';

/** The choice kept in local storage (`null` when none, or when storage is blocked). */
export function storedChoice(
  storage: Storage | undefined = globalThis.localStorage,
): ContrastChoice {
  try {
    const saved = storage?.getItem(CONTRAST_STORAGE_KEY);
    return saved === 'more' || saved === 'normal' || saved === 'dark' ? saved : null;
  } catch {
    return null; // Storage blocked (private mode): follow the OS.
  }
}

/** The theme that shows: the person's choice, else the OS's preference (contrast, then dark), else default. */
export function themeFor(
  choice: ContrastChoice,
  systemPrefersMore: boolean,
  systemPrefersDark = false,
): Theme {
  const userThemes = { more: 'high-contrast', normal: 'default', dark: 'dark' } as const;
  return resolveTheme(
    choice === null ? undefined : userThemes[choice],
    systemPrefersMore,
    systemPrefersDark,
  );
}

/**
 * Applies the stored appearance choice (or, without one, the OS preferences — more contrast,
 * dark — followed as they change) to the page while mounted — for pages outside `AppShell`, such as sign-in, where
 * low-vision patients need it as much as inside.
 */
export function useFollowContrastPreference(): void {
  const [systemPrefersMore, setSystemPrefersMore] = useState(highContrastPreference);
  const [systemPrefersDark, setSystemPrefersDark] = useState(darkPreference);
  useEffect(() => watchContrastPreference(setSystemPrefersMore), []);
  useEffect(() => watchDarkPreference(setSystemPrefersDark), []);
  useEffect(() => {
    applyTheme({ theme: themeFor(storedChoice(), systemPrefersMore, systemPrefersDark) });
  }, [systemPrefersMore, systemPrefersDark]);
}
