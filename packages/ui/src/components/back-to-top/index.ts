export { BackToTop } from './back-to-top';
export type { BackToTopProps } from './back-to-top';
