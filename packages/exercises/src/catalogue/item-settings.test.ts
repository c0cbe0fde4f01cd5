import { itemSettingRanges, levelParams } from '@cep/contract';
import { describe, expect, it } from 'vitest';
import { exerciseCatalogue, levelParamsOf } from './catalogue';
import { prescribedRun } from './item-settings';

describe('a therapist’s settings over a level’s parameters', () => {
  it('plays exactly the trials, stimulus time, distractors and time limit prescribed', () => {
    expect(
      prescribedRun('stroop', 3, { trials: 20, timeLimitSeconds: 60, distractors: 2 }),
    ).toEqual({
      params: { ...levelParamsOf('stroop', 3), trials: 20, colourCount: 3 },
      timeLimitMs: 60_000,
    });
    expect(prescribedRun('goNoGo', 1, { stimulusMs: 800 }).params).toMatchObject({
      stimulusMs: 800,
    });
    expect(prescribedRun('visualSearch', 1, { trials: 4 }).params).toMatchObject({ grids: 4 });
    expect(prescribedRun('wordListRecall', 1, { trials: 12 }).params).toMatchObject({
      listLength: 12,
    });
    expect(prescribedRun('trailMaking', 1, { trials: 16 }).params).toMatchObject({ count: 16 });
  });

  it('leaves the level’s own parameters without settings', () => {
    expect(prescribedRun('nBack', 2, {})).toEqual({
      params: levelParamsOf('nBack', 2),
      timeLimitMs: undefined,
    });
  });

  it('gives parameters the contract accepts at both ends of every safe range', () => {
    for (const kind of Object.keys(exerciseCatalogue) as Array<keyof typeof exerciseCatalogue>) {
      for (const end of ['min', 'max'] as const) {
        const settings = Object.fromEntries(
          Object.entries(itemSettingRanges[kind]).map(([name, range]) => [name, range[end]]),
        );
        for (let level = 1; level <= exerciseCatalogue[kind].entry.maxLevel; level += 1) {
          const { params } = prescribedRun(kind, level, settings);
          expect(levelParams.safeParse(params).success, `${kind} level ${level} ${end}`).toBe(true);
        }
      }
    }
  });
});
