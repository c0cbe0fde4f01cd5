import { describe, expect, it } from 'vitest';
import { keepViews } from './kept-views';

type Views = ReadonlyMap<string, { view: string }>;

describe('keepViews', () => {
  const a = { view: 'a' };
  const b = { view: 'b' };
  const start: Views = new Map([['/a', a]]);

  it('adds the view showing now and keeps cached ones in their first-shown order', () => {
    const next = keepViews(start, '/b', b, ['/a']);
    expect([...next.keys()]).toEqual(['/a', '/b']);
    const back = keepViews(next, '/a', a, ['/a', '/b']);
    expect(back).toBe(next);
  });

  it('returns the same map when nothing changed, a new one when the element did', () => {
    expect(keepViews(start, '/a', a, [])).toBe(start);
    const updated = keepViews(start, '/a', { view: 'a?page=2' }, []);
    expect(updated).not.toBe(start);
    expect(updated.get('/a')).toEqual({ view: 'a?page=2' });
  });

  it('drops views that are neither showing nor cached (closed tag, Refresh, noCache)', () => {
    const both: Views = new Map([
      ['/a', a],
      ['/b', b],
    ]);
    expect([...keepViews(both, '/b', b, ['/b']).keys()]).toEqual(['/b']);
    expect([...keepViews(both, '/c', null, []).keys()]).toEqual([]);
  });
});
