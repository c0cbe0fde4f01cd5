import { applyTheme, type FontScale, type Theme } from '@cep/ui';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { useLayout } from '../context/layout-context';
import { useStores } from '../context/stores-context';
import { findRoute, type FlatRoute } from '../routes/flatten-routes';
import type { Device } from '../state/app-store';
import { appearanceOf, type Appearance, type ContrastChoice } from '../state/contrast-choice';
import type { ErrorLogEntry, NewErrorLog } from '../state/error-log-store';
import { idleMinutesWithin, type IdleLimits } from '../state/idle-lock-store';
import type { SettingsState } from '../state/settings-store';
import type { VisitedView } from '../state/tags-view-store';
import { themeColorOf, themeOf } from '../state/theme-preference';
import { useApplyThemeColor } from './use-apply-theme-color';
import { useDevice } from './use-device';

/*
 * The shell's state for the app, one hook per part. Each reads the nearest LayoutProvider and
 * re-renders when what it returns changes; the actions are stable functions.
 */

/** The sidebar and the device, as `useSidebar()` returns them. */
export interface SidebarState {
  /** Open (desktop: full width; mobile: the drawer shows) or collapsed / closed. */
  opened: boolean;
  /** `mobile` under 992 px of body width (spec §4), measured by the shell. */
  device: Device;
  /** Opens or closes it (remembered in the cookie `sidebarStatus`), as the hamburger does. */
  toggle: () => void;
  /** Closes it, e.g. after the app navigates on a phone. */
  close: () => void;
}

export function useSidebar(): SidebarState {
  const { app } = useStores();
  const { sidebar, device } = useSnapshot(app.state);
  const close = useCallback(() => app.closeSidebar({ withoutAnimation: false }), [app]);
  return { opened: sidebar.opened, device, toggle: app.toggleSidebar, close };
}

/** The settings drawer's choices and how to change them, as `useSettings()` returns them. */
export interface LayoutSettings extends Readonly<SettingsState> {
  /** Changes one setting; remembered at once (unless the provider does not `persist`). */
  change: <K extends keyof SettingsState>(key: K, value: SettingsState[K]) => void;
}

export function useSettings(): LayoutSettings {
  const { settings } = useStores();
  return { ...useSnapshot(settings.state), change: settings.change };
}

/** The tags (visited pages) and the app's ways to close them, as `useTagsView()` returns them. */
export interface TagsViewControls {
  /** Pinned tags first, then in the order they were opened. */
  visitedViews: readonly VisitedView[];
  /** Closes the tag of `path` (not a pinned one); false when it could not. The page stays put. */
  close: (path: string) => boolean;
  /** For the app's logout: every tag, pinned ones too, every kept-alive page and the stored copy. */
  clear: () => void;
}

export function useTagsView(): TagsViewControls {
  const { tags } = useStores();
  const { visitedViews } = useSnapshot(tags.state);
  const close = useCallback((path: string) => tags.delView({ path }), [tags]);
  return { visitedViews, close, clear: tags.closeAllTags };
}

/** The error log (spec §2 error-log badge), as `useErrorLog()` returns it. */
export interface ErrorLogControls {
  /** Oldest first, at most 100. */
  logs: readonly ErrorLogEntry[];
  /** Logs anything thrown (`err`), with where it happened (`vm`, `info`); returns the entry. */
  add: (entry: NewErrorLog) => ErrorLogEntry;
  clear: () => void;
}

export function useErrorLog(): ErrorLogControls {
  const { errorLog } = useStores();
  const { logs } = useSnapshot(errorLog.state);
  return { logs, add: errorLog.add, clear: errorLog.clear };
}

/** The idle lock's state, as `useIdleLock()` returns it. */
export interface IdleLockControls {
  /** The lock screen shows: the app must take its pages out of view meanwhile. */
  locked: boolean;
  /** The provider's limits. */
  limits: IdleLimits;
  /** The idle time in force: the person's choice in the settings within the limits. */
  idleMinutes: number;
  lock: () => void;
  unlock: () => void;
}

export function useIdleLock(): IdleLockControls {
  const { idleLock, settings } = useStores();
  const { idleLimits } = useLayout();
  const { locked } = useSnapshot(idleLock.state);
  const { idleMinutes } = useSnapshot(settings.state);
  return {
    locked,
    limits: idleLimits,
    idleMinutes: idleMinutesWithin(idleMinutes, idleLimits),
    lock: idleLock.lock,
    unlock: idleLock.unlock,
  };
}

/** The appearance in force, as `useThemePreference()` returns it. */
export interface ThemePreference {
  /** The theme in force. */
  theme: Theme;
  highContrast: boolean;
  /** No choice made: the OS preference decides. */
  followsSystem: boolean;
  /** The settings drawer's four-way choice. */
  appearance: Appearance;
  setAppearance: (appearance: Appearance) => void;
  /** The theme colour in force (#000000 under high contrast). */
  themeColor: string;
  /** The navbar toggle's choice: `'more'`, `'normal'`, `'dark'`, or `null` to follow the OS. */
  setContrastChoice: (choice: ContrastChoice) => void;
}

/** Reads the preference (re-renders when it changes). Applying it to the page is the shell's. */
export function useThemePreference(): ThemePreference {
  const stores = useStores();
  const preference = useSnapshot(stores.theme.state);
  const settings = useSnapshot(stores.settings.state);
  const theme = themeOf(preference);
  return {
    theme,
    highContrast: theme === 'high-contrast',
    followsSystem: preference.choice === null,
    appearance: appearanceOf(preference.choice),
    setAppearance: stores.theme.setAppearance,
    themeColor: themeColorOf(theme, settings.theme),
    setContrastChoice: stores.theme.setContrastChoice,
  };
}

/**
 * The menu route of the page on screen (matched by path, `:params` included), or `undefined` on a
 * page the menu does not have (404). E.g. `useCurrentRoute()?.meta?.patientData`.
 */
export function useCurrentRoute(): FlatRoute | undefined {
  const { flatRoutes } = useLayout();
  return findRoute(flatRoutes, useLocation().pathname);
}

/** Keeps `<html data-font-scale>` equal to the chosen font size, from the first render. */
export function useApplyFontScale(): FontScale {
  const { size } = useSnapshot(useStores().app.state);
  useEffect(() => {
    applyTheme({ fontScale: size });
  }, [size]);
  return size;
}

/**
 * Puts the preferred theme on `<html data-theme>` and keeps it there as the OS preference
 * changes. (The settings' theme colour, written by `setThemeColor`, never applies under high
 * contrast: @cep/ui scopes it to the other themes.)
 */
export function useApplyThemePreference(enabled = true): void {
  const { theme: store } = useStores();
  const theme = themeOf(useSnapshot(store.state));
  useEffect(() => store.watch(), [store]);
  useEffect(() => {
    if (enabled) applyTheme({ theme });
  }, [enabled, theme]);
}

export interface ShellEnvironmentOptions {
  /**
   * Write the theme (`data-theme`: the contrast / dark choice or the OS's) and the settings'
   * theme colour onto `<html>`. Off when the host owns the theme (Storybook's toolbar, an app's
   * own switch).
   * @default true
   */
  applyTheme?: boolean | undefined;
}

/**
 * What `AppShell` does once for the whole page, for an app that arranges the parts itself: keeps
 * the device true to the window (the sidebar becomes a drawer under 992 px), applies the font
 * scale, and (with `applyTheme`) the theme and theme colour. Call it once, inside the provider.
 * @returns the current device
 */
export function useShellEnvironment({ applyTheme = true }: ShellEnvironmentOptions = {}): Device {
  const device = useDevice();
  useApplyFontScale();
  useApplyThemePreference(applyTheme);
  useApplyThemeColor(applyTheme);
  return device;
}
