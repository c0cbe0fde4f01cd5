/*
 * The shape of a searchable page, shared by the list that is built with the shell
 * (`search-routes.ts`) and the engine loaded when the search first opens
 * (`route-search-engine.ts`).
 */

/** One page the route search can find. */
export interface RouteSearchItem {
  /** Full path, or the external URL. */
  path: string;
  /** The page's own title (translated by the layout's `titleOf`). */
  title: string;
  /** Titles of the groups above it, outermost first (shown as `系统管理 › 医生管理`). */
  trail: string[];
  external: boolean;
  /**
   * What the `title` key matches: the page's title, then the groups' titles, each followed by its
   * pinyin and initials when pinyin is loaded.
   */
  titleForms: string[];
}
