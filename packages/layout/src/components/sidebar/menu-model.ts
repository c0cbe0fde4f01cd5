import { findRoute, type FlatRoute } from '../../routes/flatten-routes';
import type { LayoutRoute } from '../../routes/layout-route';

/**
 * One entry of the sidebar: a link (no `children`) or a submenu (`children`). Built from the
 * route tree by the rules of spec §2 "Sidebar", so the components only draw.
 */
export interface MenuNode {
  /** Unique within the menu: `link:<path>` or `group:<path>` (a group and its page may share a path). */
  key: string;
  /** Full path of the page, the external URL, or the group's path. */
  path: string;
  /** The route whose title the entry shows (for `useLayout().titleOf`). */
  route: FlatRoute;
  /** `meta.icon` key; a page shown in its parent's place without an icon borrows the parent's. */
  icon: string | undefined;
  /** `http(s):`, `mailto:` or `tel:`: opens in a new tab. */
  external: boolean;
  /** Present for a submenu (possibly after hoisting untitled groups); absent for a link. */
  children?: MenuNode[];
}

/**
 * The sidebar's entries from the permitted route tree (spec §2):
 * - hidden routes are skipped, with everything under them;
 * - a route with no visible child is a plain link to itself; one with exactly one visible child
 *   that has no visible children of its own is a plain link to that child, unless `alwaysShow`;
 * - any other route with children is a submenu, nested as deep as the tree goes;
 * - a route without a title cannot be named to a screen reader: a link without one is dropped,
 *   and a submenu without one gives its entries to the level above.
 */
export function buildMenu(
  routes: readonly LayoutRoute[],
  flatRoutes: readonly FlatRoute[],
): MenuNode[] {
  const byRoute = new Map(flatRoutes.map((item) => [item.route, item]));
  const flatOf = (route: LayoutRoute): FlatRoute | undefined => byRoute.get(route);

  const build = (list: readonly LayoutRoute[]): MenuNode[] =>
    list.flatMap((route): MenuNode[] => {
      const item = flatOf(route);
      if (!item || item.hidden) return [];
      const shown = (route.children ?? []).filter((child) => !child.hidden);
      const only = shown.length === 1 ? shown[0] : undefined;
      const onlyIsLeaf = only !== undefined && !(only.children ?? []).some((c) => !c.hidden);

      if (shown.length === 0 || (onlyIsLeaf && !route.alwaysShow)) {
        const target = only ? flatOf(only) : item;
        if (!target?.meta?.title) return [];
        return [
          {
            key: `link:${target.path}`,
            path: target.path,
            route: target,
            icon: target.meta.icon ?? item.meta?.icon,
            external: target.external,
          },
        ];
      }
      const children = build(shown);
      if (!item.meta?.title) return children;
      if (children.length === 0) return [];
      return [
        {
          key: `group:${item.path}`,
          path: item.path,
          route: item,
          icon: item.meta.icon,
          external: false,
          children,
        },
      ];
    });

  return build(routes);
}

/**
 * The menu path to highlight for `pathname`: the shown route's `meta.activeMenu` when it has one
 * (a hidden detail page lights up its list), else the route's own full path, else the pathname.
 */
export function activeMenuPath(flatRoutes: readonly FlatRoute[], pathname: string): string {
  const route = findRoute(flatRoutes, pathname);
  return route?.meta?.activeMenu ?? route?.path ?? pathname;
}

/** The keys of the submenus that hold the link to `path`, outermost first (empty if none). */
export function groupsHolding(menu: readonly MenuNode[], path: string): string[] {
  for (const node of menu) {
    if (!node.children) continue;
    if (node.children.some((child) => !child.children && child.path === path)) return [node.key];
    const inner = groupsHolding(node.children, path);
    if (inner.length > 0) return [node.key, ...inner];
  }
  return [];
}

/** One entry the person can reach right now: its node, depth (1 = top) and parent's key. */
export interface VisibleEntry {
  node: MenuNode;
  level: number;
  parentKey: string | undefined;
}

/** The entries in reading order with the given submenus open: what arrow keys walk through. */
export function visibleEntries(
  menu: readonly MenuNode[],
  openKeys: ReadonlySet<string>,
  level = 1,
  parentKey?: string,
): VisibleEntry[] {
  return menu.flatMap((node) => [
    { node, level, parentKey },
    ...(node.children && openKeys.has(node.key)
      ? visibleEntries(node.children, openKeys, level + 1, node.key)
      : []),
  ]);
}
