import type { Localized, MenuEntry } from '@cep/contract';

/** A page of the 路由嵌套 demo: its address and the titles from the group down to it. */
export interface NestedPage {
  /** Its component key in the menu tree (what the registry maps to a page). */
  key: string;
  /** Its full address, e.g. `/nested/menu1/menu1-2/menu1-2-1`. */
  path: string;
  /** The titles of its ancestors and its own, from 路由嵌套 down. */
  trail: readonly Localized[];
}

const joinPath = (parent: string, child: string) =>
  child === '' ? parent : `${parent.replace(/\/$/, '')}/${child}`;

function leavesOf(entry: MenuEntry, path: string, trail: readonly Localized[]): NestedPage[] {
  const here = entry.title ? [...trail, entry.title] : trail;
  if (!entry.children) return [{ key: entry.component, path, trail: here }];
  return entry.children.flatMap((child) => leavesOf(child, joinPath(path, child.path), here));
}

/**
 * Every page of the 路由嵌套 group of `tree` (`@cep/contract`'s menu tree, the one place the menu
 * is written), in menu order, so the demo shows the depth the menu really has. The tree comes as
 * an argument: the registry, in every first load, already holds it, and an import here would split
 * it into a chunk of its own.
 */
export function nestedPagesOf(tree: readonly MenuEntry[]): NestedPage[] {
  return tree
    .filter((entry) => entry.path === '/nested')
    .flatMap((group) => leavesOf(group, group.path, []));
}
