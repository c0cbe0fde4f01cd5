// Public API of @cep/layout: what packages/layout/README.md documents and api-report.md lists.
// Everything else in src/ is internal; add a name here only with its README entry and a changeset.

// The provider: routes, user and actions in; the shell's state held per provider.
export { LayoutProvider, useLayout } from './context/layout-context';
export type {
  LayoutContextValue,
  LayoutIcon,
  LayoutProviderProps,
  LayoutUser,
} from './context/layout-context';
export type { FlatRoute } from './routes/flatten-routes';
export type { LayoutRoute, LayoutRouteMeta } from './routes/layout-route';

// The whole shell, and the parts it is made of for an app that arranges its own.
export { AppShell } from './components/app-shell/app-shell';
export type { AppShellProps } from './components/app-shell/app-shell';
export { SkipLink } from './components/app-shell/skip-link';
export type { SkipLinkProps } from './components/app-shell/skip-link';
export { Sidebar } from './components/sidebar/sidebar';
export type { SidebarProps } from './components/sidebar/sidebar';
export { Navbar } from './components/navbar/navbar';
export type { NavbarProps } from './components/navbar/navbar';
export { Hamburger } from './components/hamburger/hamburger';
export type { HamburgerProps } from './components/hamburger/hamburger';
export { RouteBreadcrumb } from './components/breadcrumb/route-breadcrumb';
export type { RouteBreadcrumbProps } from './components/breadcrumb/route-breadcrumb';
export { RouteSearch } from './components/route-search/route-search';
export type { RouteSearchProps } from './components/route-search/route-search';
export { ErrorLog } from './components/error-log/error-log';
export type { ErrorLogProps } from './components/error-log/error-log';
export { FullscreenToggle } from './components/fullscreen-toggle/fullscreen-toggle';
export type { FullscreenToggleProps } from './components/fullscreen-toggle/fullscreen-toggle';
export { FontSizeSelect } from './components/font-size-select/font-size-select';
export type { FontSizeSelectProps } from './components/font-size-select/font-size-select';
export { ContrastToggle } from './components/contrast-toggle/contrast-toggle';
export type { ContrastToggleProps } from './components/contrast-toggle/contrast-toggle';
export { LanguageSwitch } from './components/language-switch/language-switch';
export type { LanguageSwitchProps } from './components/language-switch/language-switch';
export { AvatarMenu } from './components/avatar-menu/avatar-menu';
export type { AvatarMenuProps } from './components/avatar-menu/avatar-menu';
export { TagsView } from './components/tags-view/tags-view';
export type { TagsViewProps } from './components/tags-view/tags-view';
export { AppMain } from './components/app-main/app-main';
export type { AppMainProps } from './components/app-main/app-main';
export { RedirectView } from './components/redirect-view/redirect-view';
export { SettingsButton } from './components/settings-drawer/settings-button';
export type { SettingsButtonProps } from './components/settings-drawer/settings-button';
export { SettingsDrawer } from './components/settings-drawer/settings-drawer';
export type { SettingsDrawerProps } from './components/settings-drawer/settings-drawer';
export { IdleLock } from './components/idle-lock/idle-lock';
export type { IdleLockProps } from './components/idle-lock/idle-lock';

// Hooks: the shell's state for the app (each reads the nearest LayoutProvider).
export {
  useCurrentRoute,
  useErrorLog,
  useIdleLock,
  useSettings,
  useShellEnvironment,
  useSidebar,
  useTagsView,
  useThemePreference,
} from './hooks/layout-hooks';
export type {
  ErrorLogControls,
  IdleLockControls,
  LayoutSettings,
  ShellEnvironmentOptions,
  SidebarState,
  TagsViewControls,
  ThemePreference,
} from './hooks/layout-hooks';
// For pages outside the shell (sign-in): the person's contrast choice without a provider.
export { useFollowContrastPreference } from './state/contrast-choice';
export type { Appearance, ContrastChoice } from './state/contrast-choice';

// Types of the state the hooks return.
export type { Device } from './state/app-store';
export type { ErrorLogEntry, ErrorLogError, NewErrorLog } from './state/error-log-store';
export type { IdleLimits } from './state/idle-lock-store';
export type { SettingsState } from './state/settings-store';
export type { VisitedView } from './state/tags-view-store';
