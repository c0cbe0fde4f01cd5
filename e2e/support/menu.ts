import { menuRouteRecords, menuTree, type RouteRecord } from '@cep/contract';
import type { Role } from './accounts';

/** What the sidebar shows a role: its top-level entries and the entries of each open group. */
export interface SidebarMenu {
  top: string[];
  /** Level-2 entries by the title of their group. */
  groups: Record<string, string[]>;
}

/** Spec §6: a route shows to everyone without `meta.roles`, otherwise to a holder of one of them. */
function visibleTo(route: RouteRecord, role: Role): boolean {
  const roles = route.meta?.roles ?? [];
  return (roles.length === 0 || roles.includes(role)) && !route.hidden;
}

/**
 * The sidebar a demo account (whose one role is its name) should see, from @cep/contract's menu
 * tree as the server sends it (Chinese titles): an entry with one visible child shows as that
 * child, unless it is `alwaysShow` (spec §2); a group left with no child is not shown.
 */
export function sidebarOf(role: Role): SidebarMenu {
  const menu: SidebarMenu = { top: [], groups: {} };
  for (const route of menuRouteRecords(menuTree)) {
    if (!visibleTo(route, role)) continue;
    const children = (route.children ?? []).filter((child) => visibleTo(child, role));
    if (route.children && children.length === 0) continue;
    const [only] = children;
    if (only && children.length === 1 && !route.alwaysShow) {
      menu.top.push(only.meta?.title ?? '');
    } else {
      const title = route.meta?.title ?? '';
      menu.top.push(title);
      menu.groups[title] = children.map((child) => child.meta?.title ?? '');
    }
  }
  return menu;
}

/** A page of the menu: its path and the title its heading shows. */
export interface MenuPage {
  path: string;
  title: string;
}

/**
 * Every page of the menu a role reaches (the leaves of the tree it is shown), in menu order, with
 * full paths: what a person of that role can open from the sidebar.
 */
export function menuPagesOf(role: Role): MenuPage[] {
  const pages: MenuPage[] = [];
  const walk = (routes: readonly RouteRecord[], base: string) => {
    for (const route of routes) {
      if (!visibleTo(route, role)) continue;
      const path = route.path.startsWith('/')
        ? route.path
        : `${base.replace(/\/$/, '')}/${route.path}`;
      if (route.children && route.children.length > 0) walk(route.children, path);
      else pages.push({ path, title: route.meta?.title ?? '' });
    }
  };
  walk(menuRouteRecords(menuTree), '');
  return pages;
}
