/**
 * A route of the menu tree the shell draws (spec §3 "Route record"). Structurally the same as
 * `@cep/contract`'s `RouteRecord`, which the layout may not import (it takes routes by props):
 * an app passes the server's menu, already filtered by role, as it is.
 *
 * Paths follow the menu's convention: a top-level path is absolute (`/system`), a child's is
 * relative to its parent (`doctors` → `/system/doctors`), an empty child path is the parent
 * itself, and an external link (`https://…`, `mailto:`, `tel:`) stays as it is.
 */
export interface LayoutRoute {
  path: string;
  name?: string | undefined;
  /** The app's component key; the layout never reads it. */
  component?: string | undefined;
  /** `'noRedirect'` (or any redirect) marks a group: the breadcrumb shows it, not as a link. */
  redirect?: string | undefined;
  /** Not in the menu, the route search or the breadcrumb's links. */
  hidden?: boolean | undefined;
  /** A submenu even with a single visible child. */
  alwaysShow?: boolean | undefined;
  meta?: LayoutRouteMeta | undefined;
  children?: LayoutRoute[] | undefined;
}

export interface LayoutRouteMeta {
  /** Shown in the menu, tabs, breadcrumb and page title. */
  title: string;
  /** A key of the shell's icon set (see `LayoutProviderProps.icons`). */
  icon?: string | undefined;
  /** Read by the app's permission filter; the layout draws what it is given. */
  roles?: string[] | undefined;
  /** A tab that is always there and cannot be closed (首页). */
  affix?: boolean | undefined;
  /** The view is not kept alive between tab switches. */
  noCache?: boolean | undefined;
  /** `false` hides the route from the breadcrumb. */
  breadcrumb?: boolean | undefined;
  /** The menu item to highlight while this (usually hidden) route shows. */
  activeMenu?: string | undefined;
  /** The page shows patient data: the app lays a traceable watermark over it. */
  patientData?: boolean | undefined;
}

const externalLink = /^(https?:|mailto:|tel:)/;

/** Spec §2: external links (`http(s):`, `mailto:`, `tel:`) open in a new tab. */
export function isExternal(path: string): boolean {
  return externalLink.test(path);
}

/** The full path of `path` under `basePath` (`/system` + `doctors` → `/system/doctors`). */
export function resolvePath(basePath: string, path: string): string {
  if (isExternal(path)) return path;
  if (isExternal(basePath)) return basePath;
  if (path.startsWith('/')) return normalize(path);
  if (path === '') return normalize(basePath || '/');
  return normalize(`${basePath}/${path}`);
}

function normalize(path: string): string {
  const joined = `/${path}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}
