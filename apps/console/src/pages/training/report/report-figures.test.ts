import { itemKeys, scoreSheet, type Assessment, type PatientProgress } from '@cep/contract';
import { describe, expect, it } from 'vitest';
import { reportFigures } from './report-figures';

const sheet = (id: number, testedOn: string, scores: Record<string, number>): Assessment => ({
  id,
  patientId: 1,
  kind: 'mmse',
  status: 'finished',
  testedOn,
  scores,
  revision: 1,
  ...scoreSheet('mmse', scores, { age: 70, edu: '小学' }, true),
  createdBy: null,
  createdAt: 0,
  updatedAt: 0,
  finishedBy: null,
  finishedAt: 0,
  amendments: [],
});

const at = (day: string) => Date.parse(`${day}T02:00:00Z`); // 10:00 in China
const run = (day: string, level: number, accuracy: number) => ({
  resultId: level,
  planItemId: 1,
  kind: 'goNoGo' as const,
  level,
  outcome: 'completed' as const,
  accuracy,
  meanRtMs: 400,
  medianRtMs: 400,
  omissions: 0,
  commissions: 0,
  trialCount: 40,
  finishedAt: at(day),
});

const progress = {
  patientId: 1,
  plan: null,
  items: [],
  sessions: [
    {
      id: 1,
      status: 'completed',
      startedAt: 0,
      finishedAt: at('2026-10-31'),
      runs: [run('2026-10-31', 1, 0.5)],
    },
    {
      id: 2,
      status: 'completed',
      startedAt: 0,
      finishedAt: at('2026-11-02'),
      runs: [run('2026-11-02', 2, 0.6)],
    },
    {
      id: 3,
      status: 'completed',
      startedAt: 0,
      finishedAt: at('2026-11-04'),
      runs: [run('2026-11-04', 3, 0.8)],
    },
    { id: 4, status: 'abandoned', startedAt: 0, finishedAt: at('2026-11-05'), runs: [] },
  ],
  days: [
    { date: '2026-10-31', planned: true, sessions: 1, minutes: 20 },
    { date: '2026-11-01', planned: false, sessions: 0, minutes: 0 },
    { date: '2026-11-02', planned: true, sessions: 1, minutes: 15 },
    { date: '2026-11-03', planned: true, sessions: 0, minutes: 0 },
    { date: '2026-11-04', planned: true, sessions: 1, minutes: 25 },
  ],
} as PatientProgress;

describe('the report’s figures for a period', () => {
  it('counts adherence, sessions and exercises inside the period only', () => {
    const figures = reportFigures(progress, [], '2026-11-01', '2026-11-04');
    expect(figures.adherence).toEqual({
      plannedDays: 3,
      trainedDays: 2,
      rate: 2 / 3,
      sessions: 2,
      minutes: 40,
    });
    expect(figures.exercises).toEqual([
      { kind: 'goNoGo', runs: 2, meanAccuracy: 0.7, firstLevel: 2, lastLevel: 3 },
    ]);
  });

  it('compares the first and last finished sheet of the latest scale by domain', () => {
    const full = Object.fromEntries(itemKeys('mmse').map((key) => [key, 0]));
    const before = sheet(1, '2026-11-01', { ...full, 'orientation.time': 2 });
    const after = sheet(2, '2026-11-04', { ...full, 'orientation.time': 5 });
    const draft = { ...sheet(3, '2026-11-03', full), status: 'draft' as const };
    const outside = sheet(4, '2026-10-01', full);
    const figures = reportFigures(
      null,
      [after, draft, outside, before],
      '2026-11-01',
      '2026-11-04',
    );
    expect(figures.assessments.map((a) => a.id)).toEqual([1, 2]);
    const orientation = figures.comparison!.domains.find((d) => d.domain === 'orientation')!;
    expect(orientation.points).toBe(30); // 2/10 → 5/10
    expect(figures.adherence.rate).toBeNull();
  });
});
