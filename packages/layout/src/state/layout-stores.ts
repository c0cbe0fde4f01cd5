import { createAppStore, type AppState, type AppStore } from './app-store';
import { createErrorLogStore, type ErrorLogEntry, type ErrorLogStore } from './error-log-store';
import { createIdleLockStore, type IdleLockState, type IdleLockStore } from './idle-lock-store';
import { createSettingsStore, type SettingsState, type SettingsStore } from './settings-store';
import { createTagsViewStore, type TagsViewState, type TagsViewStore } from './tags-view-store';
import {
  createThemePreferenceStore,
  type ThemePreferenceState,
  type ThemePreferenceStore,
} from './theme-preference';

/**
 * Everything the shell remembers, held by one `LayoutProvider`: two shells on a page, or two
 * tests, each have their own. Components read them through context (`useStores`).
 */
export interface LayoutStores {
  app: AppStore;
  settings: SettingsStore;
  tags: TagsViewStore;
  errorLog: ErrorLogStore;
  idleLock: IdleLockStore;
  theme: ThemePreferenceStore;
}

export interface LayoutStoresOptions {
  /**
   * Read and write the browser's storage: cookies `sidebarStatus` and `size`, local storage
   * (settings, contrast choice), session storage (tags). Off: everything starts from the
   * defaults and is forgotten with the provider.
   * @default true
   */
  persist?: boolean | undefined;
  /** The theme colour until the person picks one in the settings (an app's brand colour). */
  themeColor?: string | undefined;
  /** Start from these values instead of the stored ones (stories, tests). */
  initial?:
    | {
        app?: Partial<AppState>;
        settings?: Partial<SettingsState>;
        tags?: Partial<TagsViewState>;
        errorLogs?: readonly ErrorLogEntry[];
        idleLock?: Partial<IdleLockState>;
        theme?: Partial<ThemePreferenceState>;
      }
    | undefined;
}

export function createLayoutStores({
  persist = true,
  themeColor,
  initial = {},
}: LayoutStoresOptions = {}): LayoutStores {
  return {
    app: createAppStore({ persist, initial: initial.app }),
    settings: createSettingsStore({ persist, themeColor, initial: initial.settings }),
    tags: createTagsViewStore({ persist, initial: initial.tags }),
    errorLog: createErrorLogStore(initial.errorLogs),
    idleLock: createIdleLockStore(initial.idleLock),
    theme: createThemePreferenceStore({ persist, initial: initial.theme }),
  };
}
