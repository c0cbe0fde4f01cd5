export { SortableList } from './sortable-list';
export type { SortableListProps } from './sortable-list';
export { sortableListMessages } from './messages';
export type { SortableListMessages } from './messages';
