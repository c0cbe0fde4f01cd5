export { AppMain } from './app-main';
export type { AppMainProps } from './app-main';
export { TagsView } from './tags-view';
export type { TagsViewProps } from './tags-view';
