import { defaultThemeColor } from '@cep/ui';
import { proxy, subscribe } from 'valtio';

/**
 * The settings drawer's choices (spec §2, §3 "Settings"). Defaults: fixed header off, tags view
 * and sidebar logo on, drawer closed, theme colour #409EFF. Remembered in local storage under
 * `SETTINGS_STORAGE_KEY`; `showSettings` (the drawer being open) is not remembered.
 */
export interface SettingsState {
  /** The runtime theme colour (hex); high contrast ignores it (its theme colour is #000000). */
  theme: string;
  fixedHeader: boolean;
  tagsView: boolean;
  sidebarLogo: boolean;
  /** The settings drawer is open. */
  showSettings: boolean;
  /**
   * Minutes without input before the idle lock covers the screen; `null`: the app's default.
   * Clamped to the app's limits where it is used (`idleMinutesWithin`).
   */
  idleMinutes: number | null;
}

export const SETTINGS_STORAGE_KEY = 'cep-layout-settings';

type StoredSettings = Omit<SettingsState, 'showSettings'>;

export const defaultSettings: SettingsState = {
  theme: defaultThemeColor,
  fixedHeader: false,
  tagsView: true,
  sidebarLogo: true,
  showSettings: false,
  idleMinutes: null,
};

/** The stored settings over the defaults; anything unreadable or of the wrong type is ignored. */
function storedSettings(
  storage: Storage | undefined = globalThis.localStorage,
  defaults: SettingsState = defaultSettings,
): SettingsState {
  let saved: Partial<Record<keyof StoredSettings, unknown>> = {};
  try {
    saved = JSON.parse(storage?.getItem(SETTINGS_STORAGE_KEY) ?? '{}') as typeof saved;
  } catch {
    // A hand-edited or corrupt entry: start from the defaults.
  }
  const pick = <K extends keyof StoredSettings>(key: K): SettingsState[K] =>
    typeof saved[key] === typeof defaults[key] ? (saved[key] as SettingsState[K]) : defaults[key];
  return {
    theme: pick('theme'),
    fixedHeader: pick('fixedHeader'),
    tagsView: pick('tagsView'),
    sidebarLogo: pick('sidebarLogo'),
    showSettings: false,
    idleMinutes: typeof saved.idleMinutes === 'number' ? saved.idleMinutes : null,
  };
}

export interface SettingsStore {
  readonly state: SettingsState;
  /** Changes one setting; it is remembered at once (when the store persists). */
  change: <K extends keyof SettingsState>(key: K, value: SettingsState[K]) => void;
}

export interface SettingsStoreOptions {
  /** Read and write local storage (`SETTINGS_STORAGE_KEY`). */
  persist: boolean;
  /** The theme colour until the person picks one (an app's brand colour); default #409EFF. */
  themeColor?: string | undefined;
  initial?: Partial<SettingsState> | undefined;
}

export function createSettingsStore({
  persist,
  themeColor,
  initial,
}: SettingsStoreOptions): SettingsStore {
  const defaults = { ...defaultSettings, ...(themeColor && { theme: themeColor }) };
  const state = proxy<SettingsState>({
    ...(persist ? storedSettings(globalThis.localStorage, defaults) : defaults),
    ...initial,
  });
  if (persist) {
    subscribe(state, () => {
      const { showSettings: _open, ...remembered } = state;
      try {
        globalThis.localStorage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(remembered));
      } catch {
        // Storage full or blocked (private mode): the choice still applies for this visit.
      }
    });
  }
  return {
    state,
    change: (key, value) => {
      state[key] = value;
    },
  };
}
