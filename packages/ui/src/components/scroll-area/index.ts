export { ScrollArea, ScrollBar } from './scroll-area';
export type { ScrollAreaProps, ScrollBarProps } from './scroll-area';
