export { menuComponentKeys, menuEntriesOf, menuRouteRecords } from './menu-entry';
export type { MenuEntry } from './menu-entry';
export { HOME_PATH } from './home-path';
export { menuTree } from './menu-tree';
