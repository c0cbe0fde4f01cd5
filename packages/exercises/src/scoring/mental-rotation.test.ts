import { describe, expect, it } from 'vitest';
import { judgeRotation, rotationStimulus, scoreRotation } from './mental-rotation';
import { levelOutcomes, scoreExercise } from './score-exercise';
import { trials } from './test-trials';

const L = '0,0;0,1;0,2;1,2';

describe('mental rotation', () => {
  it('judges same / mirror from the stimulus', () => {
    const stimulus = rotationStimulus('mirror', 90, L);
    expect(stimulus).toBe(`mirror:90:${L}`);
    expect(judgeRotation(stimulus, 'mirror')).toBe(true);
    expect(judgeRotation(stimulus, 'same')).toBe(false);
    expect(judgeRotation(stimulus, null)).toBe(false);
  });

  it('counts omissions and commissions; RT grows with the angle (ms per degree)', () => {
    const score = scoreRotation(
      trials([
        [`same:0:${L}`, 'same', 1000],
        [`mirror:90:${L}`, 'mirror', 1900],
        [`same:-180:${L}`, 'same', 2800],
        [`mirror:45:${L}`, 'same', 700],
        [`same:45:${L}`, null, null],
      ]),
    );
    expect(score.commissions).toBe(1);
    expect(score.omissions).toBe(1);
    expect(score.accuracy).toBe(0.6);
    expect(score.msPerDegree).toBe(10);
  });

  it('one angle only: no slope', () => {
    expect(scoreRotation(trials([[`same:90:${L}`, 'same', 1000]])).msPerDegree).toBeNull();
  });

  it('scoreExercise: the slope in extra, one level outcome per pair', () => {
    const params = {
      kind: 'mentalRotation',
      cells: 4,
      maxAngle: 90,
      mirrorRatio: 0.5,
      trials: 2,
      responseWindowMs: 8000,
    } as const;
    const result = scoreExercise(
      params,
      1,
      trials([
        [`same:0:${L}`, 'same', 1000],
        [`mirror:90:${L}`, 'same', 1000],
      ]),
    );
    expect(result.extra).toEqual({});
    expect(levelOutcomes(result)).toEqual([true, false]);
  });
});
