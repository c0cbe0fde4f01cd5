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

// Navbar (part B): the top bar and each of its pieces, the error log and the theme preference
export { Navbar, NavbarMoreMenu, navbarMessages } from './components/navbar';
export type { NavbarMessages, NavbarMoreMenuProps, NavbarProps } from './components/navbar';
export { breadcrumbTrail, RouteBreadcrumb, routeBreadcrumbMessages } from './components/breadcrumb';
export type {
  BreadcrumbLevel,
  RouteBreadcrumbMessages,
  RouteBreadcrumbProps,
} from './components/breadcrumb';
export {
  createRouteSearch,
  isSearchShortcut,
  loadPinyin,
  loadRouteSearchEngine,
  RouteSearch,
  routeSearchMessages,
  routeSearchOptions,
  RouteSearchPanel,
  SEARCH_PATTERN_MAX,
  searchItemsOf,
  searchPattern,
} from './components/route-search';
export type {
  PinyinForms,
  PinyinOf,
  RouteSearchItem,
  RouteSearchMessages,
  RouteSearchPanelProps,
  RouteSearchProps,
} from './components/route-search';
export { ErrorLog, errorLogMessages, ErrorLogTable } from './components/error-log';
export type { ErrorLogMessages, ErrorLogProps, ErrorLogTableProps } from './components/error-log';
export {
  FullscreenToggle,
  fullscreenSupported,
  fullscreenToggleMessages,
  useFullscreen,
} from './components/fullscreen-toggle';
export type {
  FullscreenToggleMessages,
  FullscreenToggleProps,
} from './components/fullscreen-toggle';
export {
  changeFontSize,
  FontSizeItems,
  FontSizeSelect,
  fontSizeSelectMessages,
  fontSizes,
  useApplyFontScale,
} from './components/font-size-select';
export type { FontSizeSelectMessages, FontSizeSelectProps } from './components/font-size-select';
export { ContrastToggle, contrastToggleMessages } from './components/contrast-toggle';
export type { ContrastToggleMessages, ContrastToggleProps } from './components/contrast-toggle';
export {
  LanguageItems,
  LanguageSwitch,
  languageSwitchMessages,
  localeNames,
} from './components/language-switch';
export type { LanguageSwitchMessages, LanguageSwitchProps } from './components/language-switch';
export {
  AvatarMenu,
  avatarImageRule,
  avatarMenuMessages,
  checkAvatarImage,
} from './components/avatar-menu';
export type { AvatarMenuMessages, AvatarMenuProps } from './components/avatar-menu';
export {
  addErrorLog,
  captureGlobalErrors,
  clearErrorLog,
  ERROR_LOG_LIMIT,
  errorLogStore,
  errorOf,
  logComponentError,
} from './state/error-log-store';
export type {
  CaptureGlobalErrorsOptions,
  ErrorLogEntry,
  ErrorLogError,
  ErrorLogState,
  NewErrorLog,
} from './state/error-log-store';
export {
  appearanceOf,
  appearances,
  choiceOf,
  storedChoice,
  themeFor,
  useFollowContrastPreference,
} from './state/contrast-choice';
export {
  CONTRAST_STORAGE_KEY,
  HIGH_CONTRAST_THEME_COLOR,
  resetThemePreference,
  setAppearance,
  setContrastChoice,
  themeColorOf,
  themeOf,
  themePreferenceStore,
  useApplyThemePreference,
  useThemePreference,
} from './state/theme-preference';
export type {
  Appearance,
  ContrastChoice,
  ThemePreference,
  ThemePreferenceState,
} from './state/theme-preference';

// Sidebar, device and AppShell (part A): the routes' menu on desktop and mobile, the whole shell
export {
  activeMenuPath,
  buildMenu,
  defaultMenuIcons,
  groupsHolding,
  MenuIcon,
  Sidebar,
  SIDEBAR_ID,
  SidebarLogo,
  SidebarMenu,
  sidebarMessages,
  visibleEntries,
} from './components/sidebar';
export type {
  MenuIconProps,
  MenuNode,
  SidebarLogoProps,
  SidebarMenuProps,
  SidebarMessages,
  SidebarProps,
  VisibleEntry,
} from './components/sidebar';
export { checkDevice, deviceForWidth, useDevice } from './hooks/use-device';
export { AppShell, appShellMessages, MAIN_CONTENT_ID, SkipLink } from './components/app-shell';
export type { AppShellMessages, AppShellProps, SkipLinkProps } from './components/app-shell';

// Tags view, AppMain and settings (part C): visited-page tabs, kept-alive views, the settings drawer
export { TAG_SCROLL_PADDING, TagsView, tagsViewMessages } from './components/tags-view';
export type { TagsViewMessages, TagsViewProps } from './components/tags-view';
export { AppMain, appMainMessages, ViewErrorBoundary } from './components/app-main';
export type { AppMainMessages, AppMainProps, ViewErrorBoundaryProps } from './components/app-main';
export { RedirectView } from './components/redirect-view';
export {
  SettingsButton,
  SettingsDrawer,
  settingsDrawerMessages,
  useApplyThemeColor,
} from './components/settings-drawer';
export type {
  SettingsButtonProps,
  SettingsDrawerMessages,
  SettingsDrawerProps,
} from './components/settings-drawer';
export {
  addCachedView,
  addView,
  addVisitedView,
  closeAllTags,
  delAllViews,
  delCachedView,
  delOthersViews,
  delView,
  refreshView,
  resetTagsViewStore,
  storedVisitedViews,
  syncAffixViews,
  tagsViewStore,
  updateVisitedView,
  VISITED_VIEWS_STORAGE_KEY,
} from './state/tags-view-store';
export type { TagsViewState, VisitedView } from './state/tags-view-store';

// Idle lock (issue 12): shared clinic computers lock after the idle time the settings allow
export { IdleLock, idleLockMessages } from './components/idle-lock';
export type { IdleLockMessages, IdleLockProps } from './components/idle-lock';
export {
  defaultIdleLimits,
  idleLockStore,
  idleMinutesWithin,
  lockScreen,
  setIdleLimits,
  unlockScreen,
} from './state/idle-lock-store';
export type { IdleLimits, IdleLockState } from './state/idle-lock-store';
