import {
  applyTheme,
  darkPreference,
  highContrastPreference,
  watchContrastPreference,
  watchDarkPreference,
  type Theme,
} from '@cep/ui';
import { proxy } from 'valtio';
import {
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
  /** The OS asks for more contrast (kept current by the shell's `watch`). */
  systemPrefersMore: boolean;
  /** The OS is set to dark (kept current by the shell's `watch`); absent: not dark. */
  systemPrefersDark?: boolean;
}

/** Spec §4: the theme colour under high contrast. */
export const HIGH_CONTRAST_THEME_COLOR = '#000000';

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

export interface ThemePreferenceStore {
  readonly state: ThemePreferenceState;
  /**
   * The toggle: remembers the choice and applies the theme to the page at once. `null` forgets
   * the choice, so the OS preference decides again.
   */
  setContrastChoice: (choice: ContrastChoice) => void;
  /** The settings drawer's appearance: light, dark, high contrast, or follow the system. */
  setAppearance: (appearance: Appearance) => void;
  /** Follows the OS's contrast and dark preferences as they change; returns the stop function. */
  watch: () => () => void;
}

export interface ThemePreferenceStoreOptions {
  /** Read and write local storage (`CONTRAST_STORAGE_KEY`). */
  persist: boolean;
  initial?: Partial<ThemePreferenceState> | undefined;
}

export function createThemePreferenceStore({
  persist,
  initial,
}: ThemePreferenceStoreOptions): ThemePreferenceStore {
  const state = proxy<ThemePreferenceState>({
    choice: persist ? storedChoice() : null,
    systemPrefersMore: highContrastPreference(),
    systemPrefersDark: darkPreference(),
    ...initial,
  });
  const setContrastChoice = (choice: ContrastChoice) => {
    state.choice = choice;
    if (persist) {
      try {
        if (choice === null) globalThis.localStorage?.removeItem(CONTRAST_STORAGE_KEY);
        else globalThis.localStorage?.setItem(CONTRAST_STORAGE_KEY, choice);
      } catch {
        // Storage full or blocked: the choice still applies for this visit.
      }
    }
    if (typeof document !== 'undefined') applyTheme({ theme: themeOf(state) });
  };
  return {
    state,
    setContrastChoice,
    setAppearance: (appearance) => setContrastChoice(choiceOf(appearance)),
    watch: () => {
      const stopContrast = watchContrastPreference((prefersMore) => {
        state.systemPrefersMore = prefersMore;
      });
      const stopDark = watchDarkPreference((prefersDark) => {
        state.systemPrefersDark = prefersDark;
      });
      return () => {
        stopContrast();
        stopDark();
      };
    },
  };
}
