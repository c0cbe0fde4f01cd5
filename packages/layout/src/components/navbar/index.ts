export { Navbar } from './navbar';
export type { NavbarProps } from './navbar';
