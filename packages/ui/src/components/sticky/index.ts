export { Sticky } from './sticky';
export type { StickyProps } from './sticky';
