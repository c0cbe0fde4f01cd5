import { describe, expect, it } from 'vitest';
import { latestChanges, reliableChange } from './assessment-change';

describe('reliable change (Kopeček et al. 2017, 90 %, 1 year)', () => {
  it('reads MoCA differences against ±4 and MMSE against ±3 points', () => {
    expect(reliableChange('moca', 22, 26).reading).toBe('improved');
    expect(reliableChange('moca', 22, 25).reading).toBe('noChange');
    expect(reliableChange('moca', 22, 19).reading).toBe('noChange');
    expect(reliableChange('moca', 22, 18)).toMatchObject({ difference: -4, reading: 'declined' });
    expect(reliableChange('mmse', 27, 24).reading).toBe('declined');
    expect(reliableChange('mmse', 27, 25).reading).toBe('noChange');
    expect(reliableChange('mmse', 24, 27).reading).toBe('improved');
  });

  it('compares the two latest finished assessments of each scale, in test-day order', () => {
    const base = { finishedAt: 1, status: 'finished' };
    const changes = latestChanges([
      { ...base, kind: 'moca', testedOn: '2026-11-01', rawTotal: 26 },
      { ...base, kind: 'moca', testedOn: '2025-01-01', rawTotal: 10 },
      { ...base, kind: 'moca', testedOn: '2026-01-01', rawTotal: 21 },
      { ...base, kind: 'moca', testedOn: '2026-11-20', rawTotal: 9, status: 'draft' },
      { ...base, kind: 'mmse', testedOn: '2026-01-01', rawTotal: 28 },
    ]);
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'moca',
        earlier: 21,
        later: 26,
        difference: 5,
        reading: 'improved',
        earlierOn: '2026-01-01',
        laterOn: '2026-11-01',
      }),
    ]);
  });
});
