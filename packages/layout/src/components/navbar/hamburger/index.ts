export { Hamburger } from './hamburger';
export type { HamburgerProps } from './hamburger';
