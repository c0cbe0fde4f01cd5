// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createTagsViewStore,
  storedVisitedViews,
  VISITED_VIEWS_STORAGE_KEY,
  type TagsViewStore,
  type VisitedView,
} from './tags-view-store';

const home: VisitedView = {
  path: '/dashboard',
  fullPath: '/dashboard',
  title: '首页',
  affix: true,
};
const mpsa: VisitedView = { path: '/MPSA', fullPath: '/MPSA', title: '多模态生理信号采集' };
const training: VisitedView = {
  path: '/cognitive-training',
  fullPath: '/cognitive-training',
  title: '认知训练智能辅助',
};
const detail: VisitedView = {
  path: '/system/patients/7',
  fullPath: '/system/patients/7?tab=record',
  title: '患者详情',
  noCache: true,
};

/** valtio notifies subscribers (the session-storage writer) after the current microtasks. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const paths = () => store.state.visitedViews.map((view) => view.path);

let store: TagsViewStore;

beforeEach(() => {
  sessionStorage.clear();
  store = createTagsViewStore({ persist: true });
});

describe('the tags view store', () => {
  it('adds one tag per path, and caches it unless noCache', () => {
    store.syncAffixViews([home]);
    store.addView(mpsa);
    store.addView({ ...mpsa, fullPath: '/MPSA?page=2' });
    store.addView(detail);
    expect(paths()).toEqual(['/dashboard', '/MPSA', '/system/patients/7']);
    expect(store.state.cachedViews).toEqual(['/MPSA']);
  });

  it('updates the full path of a tag when its query changes', () => {
    store.addView(mpsa);
    store.updateVisitedView({ path: '/MPSA', fullPath: '/MPSA?page=3' });
    expect(store.state.visitedViews[0]?.fullPath).toBe('/MPSA?page=3');
    store.updateVisitedView({ path: '/nowhere', fullPath: '/nowhere?x' });
    expect(store.state.visitedViews).toHaveLength(1);
  });

  it('closes a tag and its cached view; a pinned tag cannot be closed', () => {
    store.syncAffixViews([home]);
    store.addView(home);
    store.addView(mpsa);
    store.addView(training);
    expect(store.delView(mpsa)).toBe(true);
    expect(paths()).toEqual(['/dashboard', '/cognitive-training']);
    expect(store.state.cachedViews).toEqual(['/dashboard', '/cognitive-training']);

    expect(store.delView(home)).toBe(false);
    expect(store.delView({ path: '/gone' })).toBe(false);
    expect(paths()).toEqual(['/dashboard', '/cognitive-training']);
  });

  it('Close Others keeps the pinned tags and the chosen one, with their caches only', () => {
    store.syncAffixViews([home]);
    [home, mpsa, training, detail].forEach(store.addView);
    store.delOthersViews(training);
    expect(paths()).toEqual(['/dashboard', '/cognitive-training']);
    expect(store.state.cachedViews).toEqual(['/dashboard', '/cognitive-training']);
  });

  it('Close All keeps the pinned tags only', () => {
    store.syncAffixViews([home]);
    [home, mpsa, training].forEach(store.addView);
    store.delAllViews();
    expect(paths()).toEqual(['/dashboard']);
    expect(store.state.cachedViews).toEqual(['/dashboard']);
  });

  it('Refresh drops the cached view and keeps the tag', () => {
    [mpsa, training].forEach(store.addView);
    store.refreshView(mpsa);
    expect(paths()).toEqual(['/MPSA', '/cognitive-training']);
    expect(store.state.cachedViews).toEqual(['/cognitive-training']);
    store.addView(mpsa);
    expect(store.state.cachedViews).toEqual(['/cognitive-training', '/MPSA']);
  });

  it('puts pinned tags first, keeps their query, and drops tags of unknown pages', () => {
    store.addView(mpsa);
    store.addView({ ...home, affix: false, fullPath: '/dashboard?from=login' });
    store.addView({ path: '/old', fullPath: '/old', title: '旧页面' });
    store.syncAffixViews([home], (path) => path !== '/old');
    expect(store.state.visitedViews).toEqual([
      { ...home, fullPath: '/dashboard?from=login', affix: true },
      { ...mpsa, affix: false },
    ]);
    expect(store.state.cachedViews).toEqual(['/MPSA', '/dashboard']);
  });

  it('closeAllTags (logout) clears every tag, pinned ones too, and the stored copy', async () => {
    store.syncAffixViews([home]);
    store.addView(mpsa);
    await flush();
    expect(sessionStorage.getItem(VISITED_VIEWS_STORAGE_KEY)).not.toBeNull();
    store.closeAllTags();
    await flush();
    expect(store.state.visitedViews).toEqual([]);
    expect(store.state.cachedViews).toEqual([]);
    expect(sessionStorage.getItem(VISITED_VIEWS_STORAGE_KEY)).toBeNull();
  });
});

describe('persistence in session storage', () => {
  it('survives a reload: a fresh copy of the store starts with the tags, not the caches', async () => {
    store.syncAffixViews([home]);
    store.addView(mpsa);
    store.addView(detail);
    await flush();

    const reloaded = createTagsViewStore({ persist: true });
    expect(reloaded.state.visitedViews).toEqual([home, mpsa, detail]);
    expect(reloaded.state.cachedViews).toEqual([]);
  });

  it('is left alone by a store that does not persist, and stores are independent', async () => {
    store.addView(mpsa);
    await flush();
    const stored = sessionStorage.getItem(VISITED_VIEWS_STORAGE_KEY);
    const other = createTagsViewStore({ persist: false });
    expect(other.state.visitedViews).toEqual([]);
    other.addView(training);
    other.closeAllTags();
    await flush();
    expect(sessionStorage.getItem(VISITED_VIEWS_STORAGE_KEY)).toBe(stored);
    expect(store.state.visitedViews).toEqual([mpsa]);
  });

  it('ignores a corrupt entry and entries of the wrong shape', () => {
    sessionStorage.setItem(VISITED_VIEWS_STORAGE_KEY, '{not json');
    expect(storedVisitedViews()).toEqual([]);
    sessionStorage.setItem(VISITED_VIEWS_STORAGE_KEY, JSON.stringify({ path: '/MPSA' }));
    expect(storedVisitedViews()).toEqual([]);
    sessionStorage.setItem(
      VISITED_VIEWS_STORAGE_KEY,
      JSON.stringify([mpsa, { path: 3 }, { ...mpsa, fullPath: '/MPSA?dup' }, null, training]),
    );
    expect(storedVisitedViews()).toEqual([mpsa, training]);
  });
});
