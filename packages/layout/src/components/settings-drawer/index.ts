export { SettingsButton } from './settings-button';
export type { SettingsButtonProps } from './settings-button';
export { SettingsDrawer } from './settings-drawer';
export type { SettingsDrawerProps } from './settings-drawer';
export { useApplyThemeColor } from './use-apply-theme-color';
export { settingsDrawerMessages } from './messages';
export type { SettingsDrawerMessages } from './messages';
