export { Navbar } from './navbar';
export type { NavbarProps } from './navbar';
export { NavbarMoreMenu } from './navbar-more-menu';
export type { NavbarMoreMenuProps } from './navbar-more-menu';
export { navbarMessages } from './messages';
export type { NavbarMessages } from './messages';
