import {
  applyTheme,
  highContrastPreference,
  resolveTheme,
  watchContrastPreference,
  type Theme,
} from '@cep/ui';
import { useEffect, useState } from 'react';

/*
 * The light part of the high-contrast preference: the stored choice and the theme it gives,
 * without the shell's stores. A page outside the shell (sign-in) follows it with
 * `useFollowContrastPreference`; the shell's toggle lives in theme-preference.ts.
 */

/** What the person chose with the high-contrast toggle; `null` until they touch it. */
export type ContrastChoice = 'more' | 'normal' | null;

export const CONTRAST_STORAGE_KEY = 'cep-layout-contrast';

/** The choice kept in local storage (`null` when none, or when storage is blocked). */
export function storedChoice(
  storage: Storage | undefined = globalThis.localStorage,
): ContrastChoice {
  try {
    const saved = storage?.getItem(CONTRAST_STORAGE_KEY);
    return saved === 'more' || saved === 'normal' ? saved : null;
  } catch {
    return null; // Storage blocked (private mode): follow the OS.
  }
}

/** The theme that shows: the person's choice, else the OS's preference, else default. */
export function themeFor(choice: ContrastChoice, systemPrefersMore: boolean): Theme {
  const userTheme = choice === null ? undefined : choice === 'more' ? 'high-contrast' : 'default';
  return resolveTheme(userTheme, systemPrefersMore);
}

/**
 * Applies the stored high-contrast choice (or, without one, the OS preference, followed as it
 * changes) to the page while mounted — for pages outside `AppShell`, such as sign-in, where
 * low-vision patients need it as much as inside.
 */
export function useFollowContrastPreference(): void {
  const [systemPrefersMore, setSystemPrefersMore] = useState(highContrastPreference);
  useEffect(() => watchContrastPreference(setSystemPrefersMore), []);
  useEffect(() => {
    applyTheme({ theme: themeFor(storedChoice(), systemPrefersMore) });
  }, [systemPrefersMore]);
}
