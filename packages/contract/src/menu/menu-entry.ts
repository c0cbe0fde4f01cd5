import type { RoleKey } from '../domain/enums';
import type { RouteRecord } from '../domain/route';
import type { Locale, Localized } from '../domain/locale';

/**
 * One entry of the menu's route tree (spec §3 "Route record"), written once in `menu-tree.ts`.
 * The server sends it to the console as a `RouteRecord` (getMenuList), filtered by role, its title
 * in Chinese; the console draws it, translated, with the page its `component` key names.
 */
export interface MenuEntry {
  /** A top-level entry's path is absolute; a child's is relative to its parent's ('' = the parent's own). */
  path: string;
  name?: string;
  /** `'Layout'` for a group, otherwise the key of a page in the console's registry. */
  component: string;
  /** Where the entry sends you; `'noRedirect'`: a breadcrumb item that is not a link. */
  redirect?: string;
  /** Menu, tab, breadcrumb and page title in every language. */
  title?: Localized;
  /** A key of the console's icon set. */
  icon?: string;
  /** Who sees it; absent: everyone signed in (spec §6). */
  roles?: readonly RoleKey[];
  /** A tab that cannot be closed. */
  affix?: boolean;
  /** The page is not kept alive between visits. */
  noCache?: boolean;
  /** Not in the menu (still routed). */
  hidden?: boolean;
  /** A group that shows as a submenu even with one child. */
  alwaysShow?: boolean;
  /** The menu entry to highlight while on this page. */
  activeMenu?: string;
  /** false: left out of the breadcrumb. */
  breadcrumb?: boolean;
  /** The page shows patient data: watermarked with the signed-in user's name and the time. */
  patientData?: boolean;
  children?: readonly MenuEntry[];
}

/** The entries as the RouteRecords of getMenuList, their titles in `locale`. */
export function menuRouteRecords(
  entries: readonly MenuEntry[],
  locale: Locale = 'zh-CN',
): RouteRecord[] {
  return entries.map((entry) => routeRecordOf(entry, locale));
}

function routeRecordOf(entry: MenuEntry, locale: Locale): RouteRecord {
  const record: RouteRecord = { path: entry.path };
  if (entry.name !== undefined) record.name = entry.name;
  record.component = entry.component;
  if (entry.redirect !== undefined) record.redirect = entry.redirect;
  if (entry.hidden) record.hidden = true;
  if (entry.alwaysShow) record.alwaysShow = true;
  if (entry.title) {
    const meta: NonNullable<RouteRecord['meta']> = { title: entry.title[locale] };
    if (entry.icon !== undefined) meta.icon = entry.icon;
    if (entry.roles && entry.roles.length > 0) meta.roles = [...entry.roles];
    if (entry.affix !== undefined) meta.affix = entry.affix;
    if (entry.noCache !== undefined) meta.noCache = entry.noCache;
    if (entry.breadcrumb !== undefined) meta.breadcrumb = entry.breadcrumb;
    if (entry.activeMenu !== undefined) meta.activeMenu = entry.activeMenu;
    if (entry.patientData) meta.patientData = true;
    record.meta = meta;
  }
  if (entry.children) record.children = menuRouteRecords(entry.children, locale);
  return record;
}

/** Every entry of the tree, parents before their children, in menu order. */
export function menuEntriesOf(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...menuEntriesOf(entry.children ?? [])]);
}

/** The component keys the tree names (without duplicates, `'Layout'` included). */
export function menuComponentKeys(entries: readonly MenuEntry[]): string[] {
  return [...new Set(menuEntriesOf(entries).map((entry) => entry.component))];
}
