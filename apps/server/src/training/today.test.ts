import { describe, expect, it } from 'vitest';
import { chinaDay, planToday, weekOf } from './today';

describe('今日训练 days', () => {
  it('counts days in China time, weeks from Monday', () => {
    // 2026-11-24 16:30 UTC is 2026-11-25 00:30 in UTC+8 (a Wednesday).
    expect(chinaDay(Date.UTC(2026, 10, 24, 16, 30))).toBe('2026-11-25');
    expect(weekOf('2026-11-25')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekOf('2026-11-29')[0]).toBe('2026-11-23'); // Sunday belongs to the week before
  });

  const plan = { trainingDays: [1, 3, 5], startDate: '2026-11-01', endDate: '2026-12-31' };

  it('is due on a training day, missed on an earlier one without a session', () => {
    // Wednesday: Monday planned and trained, Wednesday due, Friday later.
    expect(planToday(plan, ['2026-11-23'], '2026-11-25')).toEqual({
      dueToday: true,
      sessionsToday: 0,
      missedThisWeek: 0,
      plannedDaysThisWeek: 3,
      daysTrainedThisWeek: 1,
    });
    // Friday, nothing trained: Monday and Wednesday missed; two sessions today count as two.
    expect(planToday(plan, ['2026-11-27', '2026-11-27'], '2026-11-27')).toMatchObject({
      dueToday: true,
      sessionsToday: 2,
      missedThisWeek: 2,
      daysTrainedThisWeek: 1,
    });
  });

  it('knows nothing is due before the plan starts or after it ends', () => {
    const later = { ...plan, startDate: '2026-11-26' };
    expect(planToday(later, [], '2026-11-25')).toMatchObject({
      dueToday: false,
      missedThisWeek: 0,
      plannedDaysThisWeek: 1, // Friday only
    });
    expect(planToday({ ...plan, endDate: '2026-11-24' }, [], '2026-11-25')).toMatchObject({
      dueToday: false,
      missedThisWeek: 1, // Monday
    });
  });
});
