export { Kbd } from './kbd';
export type { KbdProps } from './kbd';
