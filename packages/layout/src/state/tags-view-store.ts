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
 * The tags view's state (spec §4 "Tabs"), one per `LayoutProvider`. Read it with valtio's
 * `useSnapshot(store.state)`; change it through the store's actions. `visitedViews` is kept in
 * session storage (when the store persists) so the tags survive a reload of the tab; `cachedViews`
 * is not, since kept-alive views do not survive one.
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

export interface TagsViewStore {
  readonly state: TagsViewState;
  /** Adds a tag for the page unless it has one. */
  addVisitedView: (view: VisitedView) => void;
  /** Keeps the page's view alive between tab switches, unless it is `noCache`. */
  addCachedView: (view: Pick<VisitedView, 'path' | 'noCache'>) => void;
  /** A route change: the page gets its tag (once per path) and, unless noCache, its cache entry. */
  addView: (view: VisitedView) => void;
  /**
   * Closes a tag and drops its kept-alive view. A pinned tag cannot be closed: returns false then
   * (and when there is no such tag).
   */
  delView: (view: Pick<VisitedView, 'path'>) => boolean;
  /** Drops a page's kept-alive view; its tag stays. */
  delCachedView: (view: Pick<VisitedView, 'path'>) => void;
  /** Close Others: keeps the pinned tags and `view`'s. */
  delOthersViews: (view: Pick<VisitedView, 'path'>) => void;
  /** Close All: keeps the pinned tags only. */
  delAllViews: () => void;
  /** The query (or title) of an open page changed: its tag goes back to the new full path. */
  updateVisitedView: (view: Pick<VisitedView, 'path'> & Partial<VisitedView>) => void;
  /**
   * Refresh: forgets the page's kept-alive state so its next render mounts it afresh (the tags
   * view then goes through the `/redirect/…` route, which re-mounts it).
   */
  refreshView: (view: Pick<VisitedView, 'path'>) => void;
  /**
   * Puts the routes' pinned tags first (in route order) and marks them pinned; with `isKnownPath`,
   * drops tags restored from storage whose page the current routes no longer have (another
   * user's, or a menu that changed).
   */
  syncAffixViews: (
    affixViews: readonly VisitedView[],
    isKnownPath?: (path: string) => boolean,
  ) => void;
  /**
   * For the app's logout (spec §4): every tag goes, pinned ones too, with every kept-alive view
   * and the session-storage copy, so nothing of this user's pages is left for the next one. The
   * next user's pinned tags come back from their routes when the tags view mounts.
   */
  closeAllTags: () => void;
}

export interface TagsViewStoreOptions {
  /** Read and write session storage (`VISITED_VIEWS_STORAGE_KEY`). */
  persist: boolean;
  initial?: Partial<TagsViewState> | undefined;
}

export function createTagsViewStore({ persist, initial }: TagsViewStoreOptions): TagsViewStore {
  const state = proxy<TagsViewState>({
    visitedViews: (initial?.visitedViews ?? (persist ? storedVisitedViews() : [])).map((view) => ({
      ...view,
    })),
    cachedViews: [...(initial?.cachedViews ?? [])],
  });

  if (persist) {
    subscribe(state, () => {
      try {
        const storage = globalThis.sessionStorage;
        if (state.visitedViews.length === 0) storage?.removeItem(VISITED_VIEWS_STORAGE_KEY);
        else storage?.setItem(VISITED_VIEWS_STORAGE_KEY, JSON.stringify(state.visitedViews));
      } catch {
        // Storage full or blocked: the tags still work for this visit, they just won't survive a reload.
      }
    });
  }

  /** Drops the cached views whose tag is gone (untouched when none is, so nothing re-renders). */
  const keepCachedOf = (views: readonly VisitedView[]) => {
    const paths = new Set(views.map((view) => view.path));
    const kept = state.cachedViews.filter((path) => paths.has(path));
    if (kept.length !== state.cachedViews.length) state.cachedViews = kept;
  };

  const addVisitedView = (view: VisitedView) => {
    if (state.visitedViews.some((v) => v.path === view.path)) return;
    state.visitedViews.push({ ...view });
  };
  const addCachedView = (view: Pick<VisitedView, 'path' | 'noCache'>) => {
    if (view.noCache || state.cachedViews.includes(view.path)) return;
    state.cachedViews.push(view.path);
  };
  const delCachedView = (view: Pick<VisitedView, 'path'>) => {
    state.cachedViews = state.cachedViews.filter((path) => path !== view.path);
  };

  return {
    state,
    addVisitedView,
    addCachedView,
    addView: (view) => {
      addVisitedView(view);
      addCachedView(view);
    },
    delView: (view) => {
      const index = state.visitedViews.findIndex((v) => v.path === view.path);
      if (index < 0 || state.visitedViews[index]?.affix) return false;
      state.visitedViews.splice(index, 1);
      delCachedView(view);
      return true;
    },
    delCachedView,
    delOthersViews: (view) => {
      state.visitedViews = state.visitedViews.filter((v) => v.affix || v.path === view.path);
      keepCachedOf(state.visitedViews);
    },
    delAllViews: () => {
      state.visitedViews = state.visitedViews.filter((v) => v.affix);
      keepCachedOf(state.visitedViews);
    },
    updateVisitedView: (view) => {
      const found = state.visitedViews.find((v) => v.path === view.path);
      if (!found) return;
      if (view.fullPath !== undefined && found.fullPath !== view.fullPath)
        found.fullPath = view.fullPath;
      if (view.title !== undefined && found.title !== view.title) found.title = view.title;
    },
    refreshView: delCachedView,
    syncAffixViews: (affixViews, isKnownPath) => {
      const affixPaths = new Set(affixViews.map((view) => view.path));
      const others = state.visitedViews.filter(
        (view) => !affixPaths.has(view.path) && (isKnownPath?.(view.path) ?? true),
      );
      const pinned = affixViews.map((view) => {
        const existing = state.visitedViews.find((v) => v.path === view.path);
        return { ...view, ...(existing && { fullPath: existing.fullPath }), affix: true };
      });
      const next = [...pinned, ...others.map((view) => ({ ...view, affix: false }))];
      const same =
        next.length === state.visitedViews.length &&
        next.every((view, i) => sameView(view, state.visitedViews[i]));
      if (!same) state.visitedViews = next;
      keepCachedOf(state.visitedViews);
    },
    closeAllTags: () => {
      state.visitedViews = [];
      state.cachedViews = [];
      if (!persist) return;
      try {
        globalThis.sessionStorage?.removeItem(VISITED_VIEWS_STORAGE_KEY);
      } catch {
        // Blocked storage holds nothing to clear.
      }
    },
  };
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
