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

// The whole shell, and the parts it is made of for an app that arranges its own. The navbar's
// own tools (hamburger, full screen, font size, contrast, language, avatar menu) come with `Navbar`.
export { AppShell } from './components/app-shell/app-shell';
export type { AppShellProps } from './components/app-shell/app-shell';
export { SkipLink } from './components/skip-link/skip-link';
export type { SkipLinkProps } from './components/skip-link/skip-link';
export { Sidebar } from './components/sidebar/sidebar';
export type { SidebarProps } from './components/sidebar/sidebar';
export { Navbar } from './components/navbar/navbar';
export type { NavbarProps } from './components/navbar/navbar';
export { RouteBreadcrumb } from './components/breadcrumb/route-breadcrumb';
export type { RouteBreadcrumbProps } from './components/breadcrumb/route-breadcrumb';
export { RouteSearch } from './components/route-search/route-search';
export type { RouteSearchProps } from './components/route-search/route-search';
export { ErrorLog } from './components/error-log/error-log';
export type { ErrorLogProps } from './components/error-log/error-log';
export { TagsView } from './components/visited-views/tags-view';
export type { TagsViewProps } from './components/visited-views/tags-view';
export { AppMain } from './components/visited-views/app-main';
export type { AppMainProps } from './components/visited-views/app-main';
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
