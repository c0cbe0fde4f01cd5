export { ContrastToggle } from './contrast-toggle';
export type { ContrastToggleProps } from './contrast-toggle';
export { contrastToggleMessages } from './messages';
export type { ContrastToggleMessages } from './messages';
