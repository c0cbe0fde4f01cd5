// Public API of @cep/layout. Each part of the shell adds its exports in its own block below.

// Foundation: routes, app state, settings, context
export { LayoutProvider, useLayout } from './context/layout-context';
export type {
  LayoutContextValue,
  LayoutIcon,
  LayoutProviderProps,
  LayoutUser,
} from './context/layout-context';
export { findRoute, flattenRoutes, titledPages } from './routes/flatten-routes';
export type { FlatRoute } from './routes/flatten-routes';
export { isExternal, resolvePath } from './routes/layout-route';
export type { LayoutRoute, LayoutRouteMeta } from './routes/layout-route';
export {
  appStore,
  closeSidebar,
  initialAppState,
  MOBILE_BREAKPOINT,
  resetAppStore,
  setDevice,
  setSize,
  toggleSidebar,
} from './state/app-store';
export type { AppState, Device } from './state/app-store';
export {
  changeSetting,
  defaultSettings,
  resetSettingsStore,
  SETTINGS_STORAGE_KEY,
  settingsStore,
  storedSettings,
} from './state/settings-store';
export type { SettingsState } from './state/settings-store';

// Hamburger
export { Hamburger } from './components/hamburger';
export type { HamburgerProps } from './components/hamburger';
export { layoutMessages } from './i18n/messages';
export type { LayoutMessages } from './i18n/messages';
