import { exerciseResult } from '@cep/contract';
import { describe, expect, it } from 'vitest';
import { levelOutcomes, scoreExercise } from './score-exercise';
import { trials } from './test-trials';

describe('scoreExercise', () => {
  it('gives a result the contract accepts, with the exercise measures in extra', () => {
    const result = scoreExercise(
      { kind: 'digitSpanBackward', spanLength: 3, stimulusMs: 1000, trials: 2 },
      2,
      trials([
        ['123', '321', 1500],
        ['456', '456', 1400],
      ]),
    );
    expect(exerciseResult.parse(result)).toEqual(result);
    expect(result).toMatchObject({
      kind: 'digitSpanBackward',
      level: 2,
      accuracy: 0.5,
      extra: { longestSpan: 3 },
    });
    expect(levelOutcomes(result)).toEqual([true, false]);
  });

  it('a Schulte grid is one level outcome: found in time', () => {
    const rows = Array.from({ length: 9 }, (_, i) => [String(i + 1), String(i + 1), 1000] as const);
    const params = { kind: 'schulteGrid', gridSize: 3, timeLimitMs: 10_000 } as const;
    expect(levelOutcomes(scoreExercise(params, 1, trials(rows)))).toEqual([true]);
    const slow = { ...params, timeLimitMs: 5_000 };
    expect(levelOutcomes(scoreExercise(slow, 1, trials(rows)))).toEqual([false]);
  });

  it('an abandoned run does not move the level', () => {
    const result = scoreExercise(
      { kind: 'goNoGo', trials: 10, stimulusMs: 500, responseWindowMs: 1000, noGoRatio: 0.25 },
      3,
      trials([['go', 'press', 300]]),
      'abandoned',
    );
    expect(result.outcome).toBe('abandoned');
    expect(levelOutcomes(result)).toEqual([]);
  });
});
