import type { RouteMeta, RouteRecord } from '@cep/contract';
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';

/**
 * The pages the console has, by the menu's component key (`'Layout'`, `'dashboard/index'`…):
 * each a dynamic import, so a page's code loads only when the page is first visited.
 */
export type ComponentRegistry = Record<string, () => Promise<{ default: ComponentType }>>;

/** What a page shown for an unknown component key receives. */
export interface UnavailablePageProps {
  componentKey: string;
}

/** `handle` of every route built from the menu: what the sidebar, tags and breadcrumb read. */
export interface MenuRouteHandle {
  /** The route's absolute path, e.g. `/system/users`. */
  fullPath: string;
  name?: string;
  component?: string;
  redirect?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta?: RouteMeta;
}

export interface BuildMenuRoutesOptions {
  /** The view for an unknown component key. */
  unavailable: ComponentType<UnavailablePageProps>;
  /** Where problems in the menu are reported. @default console.warn */
  warn?: (message: string) => void;
}

const externalLink = /^(https?:|mailto:|tel:)/i;

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (child === '') return parent;
  return `${parent.replace(/\/+$/, '')}/${child}`;
}

/**
 * Maps the server's menu tree (spec §3 route records) onto react-router route objects:
 * - `component` keys go through `registry`, lazy-loaded by the router (the navigation waits for
 *   the page's code, so there is no blank or 404 frame in between);
 * - an unknown key renders `unavailable` and is reported once through `warn`, never a crash;
 * - `redirect` (other than the breadcrumb marker `'noRedirect'`) becomes a redirect of the route's
 *   own path, e.g. `/` → `/dashboard`;
 * - a child with the path `''` is the parent's own page (an index route);
 * - external links are menu entries only, not routes;
 * - the record's fields stay available as the route's `handle` (`MenuRouteHandle`).
 */
export function buildMenuRoutes(
  menu: readonly RouteRecord[],
  registry: ComponentRegistry,
  options: BuildMenuRoutesOptions,
): RouteObject[] {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const unavailablePages = new Map<string, ComponentType>();

  function unavailablePage(key: string): ComponentType {
    let page = unavailablePages.get(key);
    if (!page) {
      warn(`[@cep/auth] The menu names the page '${key}', which the console does not have.`);
      const Unavailable = options.unavailable;
      page = function UnavailablePage() {
        return <Unavailable componentKey={key} />;
      };
      unavailablePages.set(key, page);
    }
    return page;
  }

  function pageOf(key: string): Pick<RouteObject, 'Component' | 'lazy'> {
    const load = Object.hasOwn(registry, key) ? registry[key] : undefined;
    if (!load) return { Component: unavailablePage(key) };
    return {
      lazy: async () => {
        const module = await load();
        return { Component: module?.default ?? unavailablePage(key) };
      },
    };
  }

  function toRoute(record: RouteRecord, parentPath: string | undefined): RouteObject | undefined {
    if (externalLink.test(record.path)) return undefined;
    const fullPath = joinPath(parentPath ?? '', record.path);
    let path: string | undefined = record.path;
    if (parentPath !== undefined && path.startsWith('/')) {
      // react-router nests only relative paths (or absolute ones under the parent's).
      const prefix = `${parentPath.replace(/\/+$/, '')}/`;
      if (!path.startsWith(prefix)) {
        warn(`[@cep/auth] The menu route '${path}' is not under its parent '${parentPath}'.`);
        return undefined;
      }
      path = path.slice(prefix.length);
    }

    const handle: MenuRouteHandle = { fullPath };
    if (record.name !== undefined) handle.name = record.name;
    if (record.component !== undefined) handle.component = record.component;
    if (record.redirect !== undefined) handle.redirect = record.redirect;
    if (record.hidden) handle.hidden = true;
    if (record.alwaysShow) handle.alwaysShow = true;
    if (record.meta) handle.meta = record.meta;

    const page = record.component ? pageOf(record.component) : {};
    const children = (record.children ?? [])
      .map((child) => toRoute(child, fullPath))
      .filter((child): child is RouteObject => child !== undefined);
    const target =
      record.redirect && record.redirect !== 'noRedirect'
        ? joinPath(fullPath, record.redirect)
        : undefined;

    if (children.length === 0) {
      const loader = target ? () => redirect(target) : undefined;
      // '' under a parent is the parent's own page.
      if (path === '' && parentPath !== undefined) return { ...page, handle, loader, index: true };
      return { ...page, handle, loader, path };
    }
    // `element: null`: the route only redirects, it never renders.
    if (target)
      children.unshift({ index: true, loader: () => redirect(target), element: null, handle });
    return { ...page, handle, children, ...(path === '' ? {} : { path }) };
  }

  return menu
    .map((record) => toRoute(record, undefined))
    .filter((route): route is RouteObject => route !== undefined);
}
