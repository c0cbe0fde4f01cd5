export { FullscreenToggle } from './fullscreen-toggle';
export type { FullscreenToggleProps } from './fullscreen-toggle';
export { fullscreenSupported, useFullscreen } from './use-fullscreen';
export { fullscreenToggleMessages } from './messages';
export type { FullscreenToggleMessages } from './messages';
