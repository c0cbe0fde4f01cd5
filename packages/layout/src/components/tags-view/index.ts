export { TagsView } from './tags-view';
export type { TagsViewProps } from './tags-view';
export { tagsViewMessages } from './messages';
export type { TagsViewMessages } from './messages';
export { TAG_SCROLL_PADDING } from './tag-scroll';
