import { describe, expect, it } from 'vitest';
import { exerciseResult, levelParams, levelRule, trialRecord } from './exercise';

describe('levelRule', () => {
  it('fills the staircase defaults 3 up / 2 down', () => {
    expect(levelRule.parse({ type: 'staircase' })).toEqual({ type: 'staircase', up: 3, down: 2 });
  });

  it('fills the block defaults 40 trials, < 6 up, > 8 down', () => {
    expect(levelRule.parse({ type: 'block' })).toEqual({
      type: 'block',
      blockSize: 40,
      upBelow: 6,
      downAbove: 8,
    });
  });

  it('rejects a block whose up and down thresholds overlap, naming the field', () => {
    const result = levelRule.safeParse({ type: 'block', upBelow: 10, downAbove: 2 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['upBelow']);
  });

  it('rejects an unknown rule type', () => {
    expect(levelRule.safeParse({ type: 'elo' }).success).toBe(false);
  });
});

describe('levelParams', () => {
  it('checks the parameters against the exercise named by kind', () => {
    expect(
      levelParams.safeParse({
        kind: 'nBack',
        n: 2,
        trials: 20,
        stimulusMs: 500,
        responseWindowMs: 2000,
        targetRatio: 0.3,
      }).success,
    ).toBe(true);
    expect(
      levelParams.safeParse({
        kind: 'nBack',
        n: 4,
        trials: 20,
        stimulusMs: 500,
        responseWindowMs: 2000,
        targetRatio: 0.3,
      }).success,
    ).toBe(false);
    expect(levelParams.safeParse({ kind: 'schulteGrid', spanLength: 4 }).success).toBe(false);
  });

  // Issue 33, set A: the safe ranges a plan may set.
  it.each([
    [{ kind: 'symbolDigit', pairs: 9, trials: 20, responseWindowMs: 2400 }, true],
    [{ kind: 'symbolDigit', pairs: 10, trials: 20, responseWindowMs: 2400 }, false],
    [{ kind: 'symbolDigit', pairs: 5, trials: 20, responseWindowMs: 500 }, false],
    [{ kind: 'trailMaking', count: 20, partB: true, timeLimitMs: 0 }, true],
    [{ kind: 'trailMaking', count: 21, partB: false, timeLimitMs: 0 }, false],
    [{ kind: 'trailMaking', count: 3, partB: false, timeLimitMs: 0 }, false],
    [
      {
        kind: 'mentalRotation',
        cells: 7,
        maxAngle: 180,
        mirrorRatio: 0.5,
        trials: 16,
        responseWindowMs: 3500,
      },
      true,
    ],
    [
      {
        kind: 'mentalRotation',
        cells: 7,
        maxAngle: 30,
        mirrorRatio: 0.5,
        trials: 16,
        responseWindowMs: 3500,
      },
      false,
    ],
    [
      {
        kind: 'mentalRotation',
        cells: 9,
        maxAngle: 90,
        mirrorRatio: 0.5,
        trials: 16,
        responseWindowMs: 3500,
      },
      false,
    ],
  ])('set A: %o → %s', (params, ok) => {
    expect(levelParams.safeParse(params).success).toBe(ok);
  });
});

describe('exerciseResult', () => {
  const trial = {
    index: 0,
    practice: false,
    stimulus: '3',
    response: '3',
    correct: true,
    rtMs: 412.5,
  };

  it('accepts a finished run', () => {
    expect(trialRecord.parse(trial)).toEqual(trial);
    const run = {
      kind: 'digitSpanForward',
      level: 2,
      outcome: 'completed',
      trials: [trial],
      accuracy: 1,
      meanRtMs: 412.5,
      medianRtMs: 412.5,
      omissions: 0,
      commissions: 0,
    };
    expect(exerciseResult.parse(run)).toEqual(run);
  });

  it('rejects accuracy above 1 and a level of 0', () => {
    const base = {
      kind: 'stroop',
      outcome: 'completed',
      trials: [],
      meanRtMs: null,
      medianRtMs: null,
      omissions: 0,
      commissions: 0,
    };
    expect(exerciseResult.safeParse({ ...base, level: 1, accuracy: 1.2 }).success).toBe(false);
    expect(exerciseResult.safeParse({ ...base, level: 0, accuracy: 0 }).success).toBe(false);
  });
});
