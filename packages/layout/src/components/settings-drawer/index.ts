export { SettingsButton } from './settings-button';
export type { SettingsButtonProps } from './settings-button';
export { SettingsDrawer } from './settings-drawer';
export type { SettingsDrawerProps } from './settings-drawer';
