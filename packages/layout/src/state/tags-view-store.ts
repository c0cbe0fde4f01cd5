import { proxy, subscribe } from 'valtio';

/** One tag of the tags view: a visited page (spec §2 "Tab bar of visited views"). */
export interface VisitedView {
  /** The pathname without query or hash: a tag's identity (one tag per path). */
  path: string;
  /** Path with query and hash: where a click on the tag goes back to. */
  fullPath: string;
  /** The title when the tag was added (the tags view shows the route's current title first). */
  title: string;
  /** The route's `name`, when it has one. */
  name?: string | undefined;
  /** Pinned (meta.affix, e.g. 首页): there from the start, cannot be closed, survives Close All. */
  affix?: boolean | undefined;
  /** meta.noCache: the view is not kept alive while another tag shows. */
  noCache?: boolean | undefined;
}

/**
 * The tags view's state (spec §4 "Tabs"). Read it with valtio's `useSnapshot(tagsViewStore)`;
 * change it through the actions below. `visitedViews` is kept in session storage so the tags
 * survive a reload of the tab; `cachedViews` is not, since kept-alive views do not survive one.
 */
export interface TagsViewState {
  /** Tags in the order they were opened, pinned ones first. */
  visitedViews: VisitedView[];
  /** Paths whose view `AppMain` keeps alive while another tag shows. */
  cachedViews: string[];
}

export const VISITED_VIEWS_STORAGE_KEY = 'cep-layout-visited-views';

function isVisitedView(value: unknown): value is VisitedView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Record<string, unknown>;
  const optional = (key: string, type: string) =>
    view[key] === undefined || typeof view[key] === type;
  return (
    typeof view.path === 'string' &&
    typeof view.fullPath === 'string' &&
    typeof view.title === 'string' &&
    optional('name', 'string') &&
    optional('affix', 'boolean') &&
    optional('noCache', 'boolean')
  );
}

/** The tags of this browser tab's earlier visit; anything unreadable is dropped. */
export function storedVisitedViews(
  storage: Storage | undefined = globalThis.sessionStorage,
): VisitedView[] {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(VISITED_VIEWS_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(saved)) return [];
    const views = saved.filter(isVisitedView);
    return views.filter((view, i) => views.findIndex((v) => v.path === view.path) === i);
  } catch {
    // A corrupt or hand-edited entry: start without tags rather than fail the shell.
    return [];
  }
}

export const tagsViewStore: TagsViewState = proxy<TagsViewState>({
  visitedViews: storedVisitedViews(),
  cachedViews: [],
});

subscribe(tagsViewStore, () => {
  try {
    const storage = globalThis.sessionStorage;
    if (tagsViewStore.visitedViews.length === 0) storage?.removeItem(VISITED_VIEWS_STORAGE_KEY);
    else storage?.setItem(VISITED_VIEWS_STORAGE_KEY, JSON.stringify(tagsViewStore.visitedViews));
  } catch {
    // Storage full or blocked: the tags still work for this visit, they just won't survive a reload.
  }
});

/** Drops the cached views whose tag is gone (untouched when none is, so nothing re-renders). */
function keepCachedOf(views: readonly VisitedView[]): void {
  const paths = new Set(views.map((view) => view.path));
  const kept = tagsViewStore.cachedViews.filter((path) => paths.has(path));
  if (kept.length !== tagsViewStore.cachedViews.length) tagsViewStore.cachedViews = kept;
}

/** Adds a tag for the page unless it has one. */
export function addVisitedView(view: VisitedView): void {
  if (tagsViewStore.visitedViews.some((v) => v.path === view.path)) return;
  tagsViewStore.visitedViews.push({ ...view });
}

/** Keeps the page's view alive between tab switches, unless it is `noCache`. */
export function addCachedView(view: Pick<VisitedView, 'path' | 'noCache'>): void {
  if (view.noCache || tagsViewStore.cachedViews.includes(view.path)) return;
  tagsViewStore.cachedViews.push(view.path);
}

/** A route change: the page gets its tag (once per path) and, unless noCache, its cache entry. */
export function addView(view: VisitedView): void {
  addVisitedView(view);
  addCachedView(view);
}

/**
 * Closes a tag and drops its kept-alive view. A pinned tag cannot be closed: returns false then
 * (and when there is no such tag).
 */
export function delView(view: Pick<VisitedView, 'path'>): boolean {
  const index = tagsViewStore.visitedViews.findIndex((v) => v.path === view.path);
  if (index < 0 || tagsViewStore.visitedViews[index]?.affix) return false;
  tagsViewStore.visitedViews.splice(index, 1);
  delCachedView(view);
  return true;
}

/** Drops a page's kept-alive view; its tag stays. */
export function delCachedView(view: Pick<VisitedView, 'path'>): void {
  tagsViewStore.cachedViews = tagsViewStore.cachedViews.filter((path) => path !== view.path);
}

/** Close Others: keeps the pinned tags and `view`'s. */
export function delOthersViews(view: Pick<VisitedView, 'path'>): void {
  tagsViewStore.visitedViews = tagsViewStore.visitedViews.filter(
    (v) => v.affix || v.path === view.path,
  );
  keepCachedOf(tagsViewStore.visitedViews);
}

/** Close All: keeps the pinned tags only. */
export function delAllViews(): void {
  tagsViewStore.visitedViews = tagsViewStore.visitedViews.filter((v) => v.affix);
  keepCachedOf(tagsViewStore.visitedViews);
}

/** The query (or title) of an open page changed: its tag goes back to the new full path. */
export function updateVisitedView(view: Pick<VisitedView, 'path'> & Partial<VisitedView>): void {
  const found = tagsViewStore.visitedViews.find((v) => v.path === view.path);
  if (!found) return;
  if (view.fullPath !== undefined && found.fullPath !== view.fullPath)
    found.fullPath = view.fullPath;
  if (view.title !== undefined && found.title !== view.title) found.title = view.title;
}

/**
 * Refresh: forgets the page's kept-alive state so its next render mounts it afresh (the tags
 * view then goes through the `/redirect/…` route, which re-mounts it).
 */
export function refreshView(view: Pick<VisitedView, 'path'>): void {
  delCachedView(view);
}

/**
 * Puts the routes' pinned tags first (in route order) and marks them pinned; with `isKnownPath`,
 * drops tags restored from storage whose page the current routes no longer have (another user's,
 * or a menu that changed).
 */
export function syncAffixViews(
  affixViews: readonly VisitedView[],
  isKnownPath?: (path: string) => boolean,
): void {
  const affixPaths = new Set(affixViews.map((view) => view.path));
  const others = tagsViewStore.visitedViews.filter(
    (view) => !affixPaths.has(view.path) && (isKnownPath?.(view.path) ?? true),
  );
  const pinned = affixViews.map((view) => {
    const existing = tagsViewStore.visitedViews.find((v) => v.path === view.path);
    return { ...view, ...(existing && { fullPath: existing.fullPath }), affix: true };
  });
  const next = [...pinned, ...others.map((view) => ({ ...view, affix: false }))];
  const same =
    next.length === tagsViewStore.visitedViews.length &&
    next.every((view, i) => sameView(view, tagsViewStore.visitedViews[i]));
  if (!same) tagsViewStore.visitedViews = next;
  keepCachedOf(tagsViewStore.visitedViews);
}

function sameView(a: VisitedView, b: VisitedView | undefined): boolean {
  return (
    b !== undefined &&
    a.path === b.path &&
    a.fullPath === b.fullPath &&
    a.title === b.title &&
    Boolean(a.affix) === Boolean(b.affix)
  );
}

/**
 * For the app's logout (spec §4): every tag goes, pinned ones too, with every kept-alive view
 * and the session-storage copy, so nothing of this user's pages is left for the next one. The
 * next user's pinned tags come back from their routes when the tags view mounts.
 */
export function closeAllTags(): void {
  tagsViewStore.visitedViews = [];
  tagsViewStore.cachedViews = [];
  try {
    globalThis.sessionStorage?.removeItem(VISITED_VIEWS_STORAGE_KEY);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

/** Sets the whole state (tests and stories); default: no tags. */
export function resetTagsViewStore(
  state: TagsViewState = { visitedViews: [], cachedViews: [] },
): void {
  tagsViewStore.visitedViews = state.visitedViews.map((view) => ({ ...view }));
  tagsViewStore.cachedViews = [...state.cachedViews];
}
