export { Hamburger } from './components/hamburger';
export type { HamburgerProps } from './components/hamburger';
export { layoutMessages } from './i18n/messages';
export type { LayoutMessages } from './i18n/messages';
