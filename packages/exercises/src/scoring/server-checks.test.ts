import { exerciseResultAdd, type LevelParams, type TrialRecord } from '@cep/contract';
import { describe, expect, it } from 'vitest';
import { levelParamsOf } from '../catalogue';
import { scoreExercise } from './score-exercise';

/*
 * The server refuses a result whose counts disagree with its trials (the contract's
 * `exerciseResultAdd`). Every result this package's scoring makes must pass those checks, whatever
 * the patient did: random runs of every exercise, scored, then checked as the server checks them.
 */

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function runOf(params: LevelParams, next: () => number): TrialRecord[] {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const count = 1 + Math.floor(next() * 12);
  const rt = () => (next() < 0.1 ? null : Math.round(150 + next() * 1500));
  return Array.from({ length: count }, (_, index) => {
    let stimulus: string;
    let response: string | null;
    switch (params.kind) {
      case 'digitSpanForward':
      case 'digitSpanBackward':
        stimulus = '3814';
        response = pick(['3814', '4183', '', null, '38', 'x']);
        break;
      case 'schulteGrid':
        stimulus = String(index + 1);
        response = pick([String(index + 1), String(index + 2), null]);
        break;
      case 'goNoGo':
        stimulus = pick(['go', 'nogo']);
        response = pick(['press', null]);
        break;
      case 'nBack':
        stimulus = pick(['A', 'B']);
        response = pick(['match', null]);
        break;
      case 'stroop':
        stimulus = pick(['red:blue', 'blue:blue', 'green:red']);
        response = pick(['red', 'blue', null]);
        break;
      // Issue 33, set A.
      case 'symbolDigit':
        stimulus = pick(['ring:1', 'cross:2', 'bars:3']);
        response = pick(['1', '2', '9', null]);
        break;
      case 'trailMaking':
        stimulus = pick(['1', '甲', '2']);
        response = pick(['1', '甲', '2', null]);
        break;
      case 'mentalRotation':
        stimulus = pick(['same:45:0,0;0,1;0,2;1,2', 'mirror:-90:0,0;1,0;1,1;2,1']);
        response = pick(['same', 'mirror', null]);
        break;
      // Set B (issue 33).
      case 'visualSearch':
        stimulus = pick(['0:T:1:日', '0:D:2:目', '1:T:3:日', '1:D:4:山']);
        response = pick(['mark', null]);
        break;
      case 'wordListRecall':
        stimulus = pick(['immediate:old:苹果', 'immediate:new:汽车', 'delayed:old:苹果']);
        response = pick(['mark', null]);
        break;
      case 'pictureNaming':
        stimulus = pick(['name=cup|cup,sun', 'odd=fish|apple,pear,fish,cherry']);
        response = pick(['cup', 'fish', 'sun', null]);
        break;
      case 'orientationQuiz':
        stimulus = pick(['weekday=3|2,3,4', 'season=winter|winter,summer']);
        response = pick(['3', 'winter', '4', null]);
        break;
    }
    return {
      index,
      practice: next() < 0.15,
      stimulus,
      response,
      correct: false,
      rtMs: response === null ? null : rt(),
    };
  });
}

describe('results of the scoring pass the server’s checks', () => {
  const kinds = [
    'digitSpanForward',
    'digitSpanBackward',
    'schulteGrid',
    'goNoGo',
    'nBack',
    'stroop',
    'symbolDigit',
    'trailMaking',
    'mentalRotation',
    'visualSearch',
    'wordListRecall',
    'pictureNaming',
    'orientationQuiz',
  ] as const;

  it.each(kinds)('%s: 300 random runs', (kind) => {
    const next = random(kind.length * 7919);
    for (let run = 0; run < 300; run += 1) {
      const level = 1 + Math.floor(next() * 3);
      const params = levelParamsOf(kind, level);
      const result = scoreExercise(
        params,
        level,
        runOf(params, next),
        next() < 0.2 ? 'abandoned' : 'completed',
      );
      const body = {
        clientId: '00000000-0000-4000-8000-000000000001',
        sessionClientId: '00000000-0000-4000-8000-000000000002',
        planItemId: 1,
        startedAt: 1_767_664_800_000,
        finishedAt: 1_767_664_900_000,
        result,
      };
      const parsed = exerciseResultAdd.safeParse(body);
      expect(parsed.success, JSON.stringify({ result, issues: parsed.error?.issues })).toBe(true);
    }
  });
});

describe('set A (issue 33): a trail’s unreached circles', () => {
  const body = (omissions: number) => ({
    clientId: '00000000-0000-4000-8000-000000000001',
    sessionClientId: '00000000-0000-4000-8000-000000000002',
    planItemId: 1,
    startedAt: 1_767_664_800_000,
    finishedAt: 1_767_664_900_000,
    result: {
      ...scoreExercise(levelParamsOf('trailMaking', 10), 10, [
        { index: 0, practice: false, stimulus: '1', response: '1', correct: true, rtMs: 900 },
      ]),
      omissions,
      accuracy: 1 / (1 + omissions),
    },
  });

  it('are omissions without a trial, up to a 20-circle trail’s 19', () => {
    expect(exerciseResultAdd.safeParse(body(19)).success).toBe(true);
  });

  it('more than a trail can hold are refused', () => {
    const parsed = exerciseResultAdd.safeParse(body(21));
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain('遗漏数与试次数不一致');
  });
});
