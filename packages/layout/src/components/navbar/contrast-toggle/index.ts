export { ContrastToggle } from './contrast-toggle';
export type { ContrastToggleProps } from './contrast-toggle';
