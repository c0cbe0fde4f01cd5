import {
  applyTheme,
  darkPreference,
  highContrastPreference,
  watchContrastPreference,
  watchDarkPreference,
  type Theme,
} from '@cep/ui';
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { settingsStore } from './settings-store';
import {
  appearanceOf,
  choiceOf,
  CONTRAST_STORAGE_KEY,
  storedChoice,
  themeFor,
  type Appearance,
  type ContrastChoice,
} from './contrast-choice';

export { CONTRAST_STORAGE_KEY, type Appearance, type ContrastChoice };

/**
 * The high-contrast preference (spec §4): the person's own choice, kept in local storage, and
 * the OS's `prefers-contrast: more`, which decides until the person chooses.
 */
export interface ThemePreferenceState {
  choice: ContrastChoice;
  /** The OS asks for more contrast (kept current by `useApplyThemePreference`). */
  systemPrefersMore: boolean;
  /** The OS is set to dark (kept current by `useApplyThemePreference`); absent: not dark. */
  systemPrefersDark?: boolean;
}

/** Spec §4: the theme colour under high contrast. */
export const HIGH_CONTRAST_THEME_COLOR = '#000000';

export const themePreferenceStore: ThemePreferenceState = proxy({
  choice: storedChoice(),
  systemPrefersMore: highContrastPreference(),
  systemPrefersDark: darkPreference(),
});

/** The theme that shows for a preference: the person's choice, else the OS's, else default. */
export function themeOf({
  choice,
  systemPrefersMore,
  systemPrefersDark = false,
}: ThemePreferenceState): Theme {
  return themeFor(choice, systemPrefersMore, systemPrefersDark);
}

/** The theme colour in force: #000000 under high contrast, else the settings' colour. */
export function themeColorOf(theme: Theme, settingsColor: string): string {
  return theme === 'high-contrast' ? HIGH_CONTRAST_THEME_COLOR : settingsColor;
}

/**
 * The toggle: remembers the choice and applies the theme to the page at once. `null` forgets the
 * choice, so the OS preference decides again.
 */
export function setContrastChoice(choice: ContrastChoice): void {
  themePreferenceStore.choice = choice;
  try {
    if (choice === null) globalThis.localStorage?.removeItem(CONTRAST_STORAGE_KEY);
    else globalThis.localStorage?.setItem(CONTRAST_STORAGE_KEY, choice);
  } catch {
    // Storage full or blocked: the choice still applies for this visit.
  }
  if (typeof document !== 'undefined') applyTheme({ theme: themeOf(themePreferenceStore) });
}

/** The settings drawer's appearance: light, dark, high contrast, or follow the system. */
export function setAppearance(appearance: Appearance): void {
  setContrastChoice(choiceOf(appearance));
}

/** Back to the stored choice and the OS's current preference (tests, stories); applies nothing. */
export function resetThemePreference(): void {
  themePreferenceStore.choice = storedChoice();
  themePreferenceStore.systemPrefersMore = highContrastPreference();
  themePreferenceStore.systemPrefersDark = darkPreference();
}

export interface ThemePreference {
  /** The theme in force. */
  theme: Theme;
  highContrast: boolean;
  /** No choice made: the OS preference decides. */
  followsSystem: boolean;
  /** The settings drawer's four-way choice. */
  appearance: Appearance;
  setAppearance: typeof setAppearance;
  /** The theme colour in force (#000000 under high contrast). */
  themeColor: string;
  setContrastChoice: typeof setContrastChoice;
}

/** Reads the preference (re-renders when it changes). Applying it to the page is `useApplyThemePreference`'s. */
export function useThemePreference(): ThemePreference {
  const preference = useSnapshot(themePreferenceStore);
  const settings = useSnapshot(settingsStore);
  const theme = themeOf(preference);
  return {
    theme,
    highContrast: theme === 'high-contrast',
    followsSystem: preference.choice === null,
    appearance: appearanceOf(preference.choice),
    setAppearance,
    themeColor: themeColorOf(theme, settings.theme),
    setContrastChoice,
  };
}

/**
 * Called once by the shell: puts the preferred theme on `<html data-theme>` and keeps it there
 * as the OS preference changes. (The settings' theme colour, written by `setThemeColor`, never
 * applies under high contrast: @cep/ui scopes it to the other themes.)
 */
export function useApplyThemePreference(): void {
  const preference = useSnapshot(themePreferenceStore);
  const theme = themeOf(preference);
  useEffect(
    () =>
      watchContrastPreference((prefersMore) => {
        themePreferenceStore.systemPrefersMore = prefersMore;
      }),
    [],
  );
  useEffect(
    () =>
      watchDarkPreference((prefersDark) => {
        themePreferenceStore.systemPrefersDark = prefersDark;
      }),
    [],
  );
  useEffect(() => {
    applyTheme({ theme });
  }, [theme]);
}
