export { SortableList } from './sortable-list';
export type { SortableListProps } from './sortable-list';
export type { SortableListMessages } from './messages';
