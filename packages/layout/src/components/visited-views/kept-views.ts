import type { ReactNode } from 'react';

/**
 * The views to keep after a render at `path` showing `element`: the current one plus those whose
 * path is still in `cachedViews` (a tag closed, a Refresh or a noCache page drops the rest).
 * Returns `kept` itself when nothing changed, so AppMain can tell whether to update its state.
 */
export function keepViews<T = ReactNode>(
  kept: ReadonlyMap<string, T>,
  path: string,
  element: T | null | undefined,
  cachedViews: readonly string[],
): ReadonlyMap<string, T> {
  const keep = (key: string) => key === path || cachedViews.includes(key);
  const current = element ?? undefined;
  const unchanged =
    [...kept.keys()].every(keep) && (current === undefined || kept.get(path) === current);
  if (unchanged) return kept;
  const next = new Map([...kept].filter(([key]) => keep(key)));
  if (current !== undefined) next.set(path, current);
  return next;
}
