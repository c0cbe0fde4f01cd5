import type { RouteMeta, RouteRecord } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';

/** A row of `menu_routes` as read for the menu. */
export interface MenuRow {
  id: number;
  parent_id: number | null;
  path: string;
  name: string | null;
  component: string | null;
  redirect: string | null;
  hidden: boolean;
  always_show: boolean;
  meta: unknown;
}

/** The menu tree `roleKeys` may see (getMenuList), from the rows of `menu_routes`. */
export async function menuFor(
  db: Kysely<Tables>,
  roleKeys: readonly string[],
): Promise<RouteRecord[]> {
  const rows = await db
    .selectFrom('menu_routes')
    .select([
      'id',
      'parent_id',
      'path',
      'name',
      'component',
      'redirect',
      'hidden',
      'always_show',
      'meta',
    ])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return filterRoutesByRoles(rows, roleKeys);
}

/**
 * Builds the tree from rows already ordered by sort, keeping what `roleKeys` may see: a route whose
 * `meta.roles` is absent or empty shows to everyone, otherwise only to a holder of one of those
 * roles; a hidden parent hides its children. A parent whose children are all filtered out is
 * dropped too (an empty submenu leads nowhere) unless it is a page itself (a component other than
 * the 'Layout' shell). Only routes reachable from a root are walked, so a bad parent cycle in the
 * table cannot loop.
 */
export function filterRoutesByRoles(
  rows: readonly MenuRow[],
  roleKeys: readonly string[],
): RouteRecord[] {
  const children = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parent_id);
    if (siblings) siblings.push(row);
    else children.set(row.parent_id, [row]);
  }
  const held = new Set(roleKeys);

  function visible(row: MenuRow): boolean {
    const roles = rolesOf(row.meta);
    return roles.length === 0 || roles.some((role) => held.has(role));
  }

  function walk(parentId: number | null): RouteRecord[] {
    const out: RouteRecord[] = [];
    for (const row of children.get(parentId) ?? []) {
      if (!visible(row)) continue;
      const record = toRecord(row);
      if (children.has(row.id)) {
        const kept = walk(row.id);
        if (kept.length > 0) record.children = kept;
        else if (!row.component || row.component === 'Layout') continue;
      }
      out.push(record);
    }
    return out;
  }

  return walk(null);
}

/** A row as the contract's RouteRecord: null columns and false flags left out. */
function toRecord(row: MenuRow): RouteRecord {
  const record: RouteRecord = { path: row.path };
  if (row.name !== null) record.name = row.name;
  if (row.component !== null) record.component = row.component;
  if (row.redirect !== null) record.redirect = row.redirect;
  if (row.hidden) record.hidden = true;
  if (row.always_show) record.alwaysShow = true;
  const meta = metaOf(row.meta);
  if (meta) record.meta = meta;
  return record;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function rolesOf(meta: unknown): string[] {
  if (!isObject(meta) || !Array.isArray(meta.roles)) return [];
  return meta.roles.filter((role): role is string => typeof role === 'string');
}

/**
 * The known fields of a row's `meta`, each only with the right type (the jsonb column holds
 * whatever was written; the contract's RouteMeta needs a title).
 */
function metaOf(value: unknown): RouteMeta | undefined {
  if (!isObject(value) || typeof value.title !== 'string') return undefined;
  const meta: RouteMeta = { title: value.title };
  if (typeof value.icon === 'string') meta.icon = value.icon;
  const roles = rolesOf(value);
  if (roles.length > 0) meta.roles = roles;
  if (typeof value.affix === 'boolean') meta.affix = value.affix;
  if (typeof value.noCache === 'boolean') meta.noCache = value.noCache;
  if (typeof value.breadcrumb === 'boolean') meta.breadcrumb = value.breadcrumb;
  if (typeof value.activeMenu === 'string') meta.activeMenu = value.activeMenu;
  return meta;
}
