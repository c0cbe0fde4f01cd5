import { describe, expect, it } from 'vitest';
import { assistantConfig } from './config';
import {
  assessmentDecline,
  decline,
  missedSessions,
  plateau,
  reassessmentDue,
  runRules,
  weakDomains,
  type PatientFacts,
  type ResultFacts,
} from './rules';

/* Each rule below, at and above its threshold (apps/server/src/assistant/config.ts). */

// 2026-11-25 is a Wednesday.
const today = '2026-11-25';
const everyDay = [1, 2, 3, 4, 5, 6, 7];

function facts(overrides: Partial<PatientFacts> = {}): PatientFacts {
  return {
    patientId: 9,
    today,
    lastAssessment: null,
    retests: [],
    plan: {
      id: 3,
      items: [{ id: 31, kind: 'goNoGo', level: 4, rule: { type: 'staircase', up: 3, down: 2 } }],
      trainingDays: everyDay,
      startDate: '2026-10-01',
      endDate: '2026-12-31',
    },
    results: [],
    sessionDays: [],
    ...overrides,
  };
}

/** `YYYY-MM-DD` `n` days before today. */
const daysAgo = (n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

let nextId = 1;
const result = (day: string, accuracy: number, level = 4, planItemId = 31): ResultFacts => ({
  id: nextId++,
  planItemId,
  level,
  accuracy,
  day,
});

describe('weakDomains', () => {
  const withShares = (attention: number, language: number, memory = 0.9) =>
    facts({
      lastAssessment: {
        id: 5,
        testedOn: daysAgo(3),
        domains: [
          { domain: 'attention', share: attention },
          { domain: 'language', share: language },
          { domain: 'memory', share: memory },
        ],
      },
    });

  it('suggests exercises of the domains below the share, weakest first, none already planned', () => {
    const [finding] = weakDomains(withShares(0.5, 0.6));
    expect(finding).toMatchObject({
      rule: 'weakDomains',
      kind: 'suggestion',
      key: 'weakDomains:5:3',
      numbers: { maxShare: 0.7, attention: 0.5, language: 0.6 },
      link: '/cognitive-training?patient=9&tab=assessments&assessment=5',
    });
    // goNoGo (attention) is in the plan already; the other attention exercises are suggested,
    // then language's.
    expect(finding!.action).toEqual({
      type: 'addItems',
      planId: 3,
      kinds: ['schulteGrid', 'visualSearch', 'pictureNaming'],
    });
  });

  it('takes no domain at the share or above it', () => {
    expect(weakDomains(withShares(0.7, 0.71))).toEqual([]);
    expect(weakDomains(withShares(0.69, 0.7))[0]!.numbers).toEqual({
      maxShare: 0.7,
      attention: 0.69,
    });
  });

  it('takes at most `count` domains', () => {
    const [finding] = weakDomains(withShares(0.3, 0.2, 0.1));
    expect(Object.keys(finding!.numbers)).toEqual(['maxShare', 'memory', 'language']);
  });

  it('says nothing without an assessment or a plan, or when every such exercise is planned', () => {
    expect(weakDomains(facts())).toEqual([]);
    expect(weakDomains({ ...withShares(0.5, 0.6), plan: null })).toEqual([]);
    const planned = withShares(0.5, 0.9);
    planned.plan = {
      ...planned.plan!,
      items: [
        { id: 31, kind: 'goNoGo', level: 1, rule: { type: 'staircase', up: 3, down: 2 } },
        { id: 32, kind: 'schulteGrid', level: 1, rule: { type: 'staircase', up: 3, down: 2 } },
        { id: 33, kind: 'visualSearch', level: 1, rule: { type: 'staircase', up: 3, down: 2 } },
      ],
    };
    expect(weakDomains(planned)).toEqual([]);
  });
});

describe('plateau', () => {
  const runs = assistantConfig.plateau.runs;
  const stuck = (count: number, accuracy: number, level = 4) =>
    facts({ results: Array.from({ length: count }, () => result(daysAgo(1), accuracy, level)) });

  it(`fires after ${runs} runs at one level, not after ${runs - 1}`, () => {
    expect(plateau(stuck(runs - 1, 0.9))).toEqual([]);
    expect(plateau(stuck(runs, 0.9))).toHaveLength(1);
  });

  it('does not fire when the level changed within the last runs', () => {
    const moved = stuck(runs, 0.9);
    moved.results = [...moved.results.slice(1), result(daysAgo(0), 0.9, 5)];
    expect(plateau(moved)).toEqual([]);
  });

  it('suggests a level up from the easy accuracy (at it too), down below the hard one', () => {
    expect(plateau(stuck(runs, 0.8))[0]).toMatchObject({
      key: 'plateau:31:4',
      numbers: { level: 4, runs, accuracy: 0.8 },
      action: { type: 'setLevel', planId: 3, planItemId: 31, level: 5 },
    });
    expect(plateau(stuck(runs, 0.49))[0]!.action).toMatchObject({ type: 'setLevel', level: 3 });
    // At the hard accuracy and below the easy one: the other level rule.
    expect(plateau(stuck(runs, 0.5))[0]!.action).toEqual({
      type: 'setRule',
      planId: 3,
      planItemId: 31,
      rule: { type: 'block', blockSize: 40, upBelow: 6, downAbove: 8 },
    });
    expect(plateau(stuck(runs, 0.799))[0]!.action.type).toBe('setRule');
  });

  it('never suggests a level beyond the exercise’s range', () => {
    // Go/No-Go's top level is its catalogue maxLevel; level 1 cannot go down.
    const top = plateau(stuck(runs, 0.95, 10))[0]!;
    expect(top.action.type).not.toBe('setLevel');
    expect(plateau(stuck(runs, 0.2, 1))[0]!.action.type).toBe('setRule');
  });
});

describe('missedSessions', () => {
  const days = assistantConfig.missed.days;

  it('alerts when fewer of the last 7 planned days were trained, today not counted', () => {
    const trainedAll = Array.from({ length: days }, (_, i) => daysAgo(i + 1));
    expect(missedSessions(facts({ sessionDays: trainedAll }))).toEqual([]);
    const [finding] = missedSessions(facts({ sessionDays: trainedAll.slice(1) }));
    expect(finding).toMatchObject({
      rule: 'missedSessions',
      kind: 'alert',
      key: 'missedSessions:3',
      numbers: { days, planned: 7, done: 6, from: daysAgo(7), to: daysAgo(1) },
    });
    // Training today does not make up for a missed day, and two sessions on one day count once.
    expect(
      missedSessions(facts({ sessionDays: [...trainedAll.slice(1), today, daysAgo(2)] })),
    ).toHaveLength(1);
  });

  it('counts only planned weekdays inside the plan’s dates', () => {
    // Mondays only: the last 7 days hold one Monday (2026-11-23).
    const mondays = facts({ plan: { ...facts().plan!, trainingDays: [1] } });
    expect(missedSessions({ ...mondays, sessionDays: ['2026-11-23'] })).toEqual([]);
    expect(missedSessions(mondays)[0]!.numbers).toMatchObject({ planned: 1, done: 0 });
    const startsToday = facts({ plan: { ...facts().plan!, startDate: today } });
    expect(missedSessions(startsToday)).toEqual([]);
  });
});

describe('decline', () => {
  const { margin, minResults } = assistantConfig.decline;
  /** Three results 20 days ago at `before`, three yesterday at `now`. */
  const history = (before: number, now: number) =>
    facts({
      results: [
        ...Array.from({ length: minResults }, () => result(daysAgo(20), before)),
        ...Array.from({ length: minResults }, () => result(daysAgo(1), now)),
      ],
    });

  it('alerts when the 7-day mean is below the 28-day mean by more than the margin', () => {
    // 28-day mean = (0.9 + now) / 2; drop = (0.9 - now) / 2.
    const below = history(0.9, 0.68); // drop 0.11
    expect(decline(below)[0]).toMatchObject({
      rule: 'decline',
      kind: 'alert',
      key: 'decline',
      numbers: { shortMean: 0.68, longMean: 0.79, drop: 0.11, margin, shortResults: 3 },
      link: '/cognitive-training?patient=9&tab=progress',
    });
    expect(decline(history(0.9, 0.7))).toEqual([]); // drop exactly 0.1: not more than the margin
    expect(decline(history(0.9, 0.72))).toEqual([]); // drop 0.09
  });

  it('needs enough results in each window, and forgets results older than 28 days', () => {
    const few = history(0.9, 0.3);
    few.results = few.results.slice(0, -1);
    expect(decline(few)).toEqual([]);
    const old = facts({
      results: [
        ...Array.from({ length: 3 }, () => result(daysAgo(28), 0.9)),
        ...Array.from({ length: 3 }, () => result(daysAgo(1), 0.3)),
      ],
    });
    expect(decline(old)).toEqual([]); // the 28-day window is the 7-day one: no drop
  });
});

describe('reassessmentDue', () => {
  const days = assistantConfig.reassessment.days;
  const assessed = (ago: number) =>
    facts({ lastAssessment: { id: 8, testedOn: daysAgo(ago), domains: [] } });

  it(`reminds ${days} days after the last assessment, not a day before`, () => {
    expect(reassessmentDue(assessed(days - 1))).toEqual([]);
    expect(reassessmentDue(assessed(days))[0]).toMatchObject({
      rule: 'reassessmentDue',
      kind: 'reminder',
      key: 'reassessmentDue:8',
      numbers: { daysSince: days, days },
    });
    expect(reassessmentDue(assessed(days + 1))).toHaveLength(1);
    expect(reassessmentDue(facts())).toEqual([]);
  });
});

describe('runRules', () => {
  it('gathers every rule’s findings, and each key once', () => {
    const all = runRules(
      facts({
        lastAssessment: {
          id: 5,
          testedOn: daysAgo(30),
          domains: [{ domain: 'memory', share: 0.4 }],
        },
        results: [
          ...Array.from({ length: 10 }, () => result(daysAgo(20), 0.9)),
          ...Array.from({ length: 10 }, () => result(daysAgo(1), 0.5)),
        ],
      }),
    );
    expect(all.map((finding) => finding.rule).sort()).toEqual([
      'decline',
      'missedSessions',
      'plateau',
      'reassessmentDue',
      'weakDomains',
    ]);
    expect(new Set(all.map((finding) => finding.key)).size).toBe(all.length);
  });
});

describe('assessmentDecline (reliable change, issue 33 §3)', () => {
  const retest = (kind: 'moca' | 'mmse', earlier: number, later: number) => ({
    kind,
    earlier: { id: 1, testedOn: '2025-11-20', rawTotal: earlier },
    later: { id: 2, testedOn: '2026-11-20', rawTotal: later },
  });

  it('alerts on a MoCA drop of 4 or more and an MMSE drop of 3 or more, with the numbers', () => {
    expect(assessmentDecline(facts({ retests: [retest('moca', 24, 20)] }))).toEqual([
      expect.objectContaining({
        rule: 'assessmentDecline',
        kind: 'alert',
        key: 'assessmentDecline:2',
        numbers: {
          scale: 'moca',
          earlier: 24,
          earlierOn: '2025-11-20',
          later: 20,
          laterOn: '2026-11-20',
          difference: -4,
          criterion: -4,
        },
        link: '/cognitive-training?patient=9&tab=progress',
      }),
    ]);
    expect(assessmentDecline(facts({ retests: [retest('mmse', 27, 24)] }))).toHaveLength(1);
  });

  it('says nothing of a drop within the test’s noise, or of an improvement', () => {
    expect(assessmentDecline(facts({ retests: [retest('moca', 24, 21)] }))).toEqual([]);
    expect(assessmentDecline(facts({ retests: [retest('mmse', 27, 25)] }))).toEqual([]);
    expect(assessmentDecline(facts({ retests: [retest('moca', 17, 22)] }))).toEqual([]);
  });
});
