// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addView,
  closeAllTags,
  delAllViews,
  delOthersViews,
  delView,
  refreshView,
  resetTagsViewStore,
  storedVisitedViews,
  syncAffixViews,
  tagsViewStore,
  updateVisitedView,
  VISITED_VIEWS_STORAGE_KEY,
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
const paths = () => tagsViewStore.visitedViews.map((view) => view.path);

beforeEach(async () => {
  resetTagsViewStore();
  await flush();
  sessionStorage.clear();
});

describe('tagsViewStore', () => {
  it('adds one tag per path, and caches it unless noCache', () => {
    syncAffixViews([home]);
    addView(mpsa);
    addView({ ...mpsa, fullPath: '/MPSA?page=2' });
    addView(detail);
    expect(paths()).toEqual(['/dashboard', '/MPSA', '/system/patients/7']);
    expect(tagsViewStore.cachedViews).toEqual(['/MPSA']);
  });

  it('updates the full path of a tag when its query changes', () => {
    addView(mpsa);
    updateVisitedView({ path: '/MPSA', fullPath: '/MPSA?page=3' });
    expect(tagsViewStore.visitedViews[0]?.fullPath).toBe('/MPSA?page=3');
    updateVisitedView({ path: '/nowhere', fullPath: '/nowhere?x' });
    expect(tagsViewStore.visitedViews).toHaveLength(1);
  });

  it('closes a tag and its cached view; a pinned tag cannot be closed', () => {
    syncAffixViews([home]);
    addView(home);
    addView(mpsa);
    addView(training);
    expect(delView(mpsa)).toBe(true);
    expect(paths()).toEqual(['/dashboard', '/cognitive-training']);
    expect(tagsViewStore.cachedViews).toEqual(['/dashboard', '/cognitive-training']);

    expect(delView(home)).toBe(false);
    expect(delView({ path: '/gone' })).toBe(false);
    expect(paths()).toEqual(['/dashboard', '/cognitive-training']);
  });

  it('Close Others keeps the pinned tags and the chosen one, with their caches only', () => {
    syncAffixViews([home]);
    [home, mpsa, training, detail].forEach(addView);
    delOthersViews(training);
    expect(paths()).toEqual(['/dashboard', '/cognitive-training']);
    expect(tagsViewStore.cachedViews).toEqual(['/dashboard', '/cognitive-training']);
  });

  it('Close All keeps the pinned tags only', () => {
    syncAffixViews([home]);
    [home, mpsa, training].forEach(addView);
    delAllViews();
    expect(paths()).toEqual(['/dashboard']);
    expect(tagsViewStore.cachedViews).toEqual(['/dashboard']);
  });

  it('Refresh drops the cached view and keeps the tag', () => {
    [mpsa, training].forEach(addView);
    refreshView(mpsa);
    expect(paths()).toEqual(['/MPSA', '/cognitive-training']);
    expect(tagsViewStore.cachedViews).toEqual(['/cognitive-training']);
    addView(mpsa);
    expect(tagsViewStore.cachedViews).toEqual(['/cognitive-training', '/MPSA']);
  });

  it('puts pinned tags first, keeps their query, and drops tags of unknown pages', () => {
    addView(mpsa);
    addView({ ...home, affix: false, fullPath: '/dashboard?from=login' });
    addView({ path: '/old', fullPath: '/old', title: '旧页面' });
    syncAffixViews([home], (path) => path !== '/old');
    expect(tagsViewStore.visitedViews).toEqual([
      { ...home, fullPath: '/dashboard?from=login', affix: true },
      { ...mpsa, affix: false },
    ]);
    expect(tagsViewStore.cachedViews).toEqual(['/MPSA', '/dashboard']);
  });

  it('closeAllTags (logout) clears every tag, pinned ones too, and the stored copy', async () => {
    syncAffixViews([home]);
    addView(mpsa);
    await flush();
    expect(sessionStorage.getItem(VISITED_VIEWS_STORAGE_KEY)).not.toBeNull();
    closeAllTags();
    await flush();
    expect(tagsViewStore.visitedViews).toEqual([]);
    expect(tagsViewStore.cachedViews).toEqual([]);
    expect(sessionStorage.getItem(VISITED_VIEWS_STORAGE_KEY)).toBeNull();
  });
});

describe('persistence in session storage', () => {
  it('survives a reload: a fresh copy of the store starts with the tags, not the caches', async () => {
    syncAffixViews([home]);
    addView(mpsa);
    addView(detail);
    await flush();

    vi.resetModules();
    const reloaded = await import('./tags-view-store');
    expect(reloaded.tagsViewStore.visitedViews).toEqual([home, mpsa, detail]);
    expect(reloaded.tagsViewStore.cachedViews).toEqual([]);
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
