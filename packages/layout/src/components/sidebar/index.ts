export { Sidebar, SIDEBAR_ID } from './sidebar';
export type { SidebarProps } from './sidebar';
