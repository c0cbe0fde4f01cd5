export { Ripple } from './ripple';
export type { RippleProps } from './ripple';
