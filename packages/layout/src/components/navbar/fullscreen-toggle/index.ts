export { FullscreenToggle } from './fullscreen-toggle';
export type { FullscreenToggleProps } from './fullscreen-toggle';
export { useFullscreen } from './use-fullscreen';
export { fullscreenToggleMessages } from './messages';
