export { LazyMenu, lazyPart, type LazyPart, type MenuPartProps } from './lazy-menu';
