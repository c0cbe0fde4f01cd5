export { locales } from './locale';
export type { Locale, Localized } from './locale';
export { menuComponentKeys, menuEntriesOf, menuRouteRecords } from './menu-entry';
export type { MenuEntry } from './menu-entry';
export { HOME_PATH, menuTree } from './menu-tree';
