import { describe, expect, it } from 'vitest';
import { dayLabel, patientDestinations, signInsSeries } from './dashboard-data';

describe('the dashboard data', () => {
  it('labels a server day as that calendar day, whatever the time zone', () => {
    expect(dayLabel('2026-01-05', 'zh-CN')).toBe('1月5日');
    expect(dayLabel('2026-12-31', 'en-US')).toBe('12/31');
    expect(dayLabel('not a day', 'zh-CN')).toBe('not a day');
  });

  it('keeps the days in order with their counts', () => {
    const days = [
      { day: '2026-11-22', count: 3 },
      { day: '2026-11-23', count: 0 },
    ];
    expect(signInsSeries(days, 'zh-CN')).toEqual({
      categories: ['11月22日', '11月23日'],
      counts: [3, 0],
    });
  });

  it('offers a patient only the areas of their menu, training first', () => {
    expect(patientDestinations(['/dashboard', '/communityModule', '/cognitive-training'])).toEqual([
      { kind: 'training', path: '/cognitive-training' },
      { kind: 'community', path: '/communityModule' },
    ]);
    expect(patientDestinations(['/dashboard'])).toEqual([]);
  });
});
