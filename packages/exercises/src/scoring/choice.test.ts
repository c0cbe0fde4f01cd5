import { describe, expect, it } from 'vitest';
import { choiceStimulus, judgeChoice, parseChoiceStimulus } from './choice';
import { levelOutcomes, scoreExercise } from './score-exercise';
import { trials } from './test-trials';

describe('multiple choice (picture naming, categories, orientation)', () => {
  it('reads its stimulus back', () => {
    const stimulus = choiceStimulus('name', 'cup', ['sun', 'cup']);
    expect(stimulus).toBe('name=cup|sun,cup');
    expect(parseChoiceStimulus(stimulus)).toEqual({
      question: 'name',
      answer: 'cup',
      choices: ['sun', 'cup'],
    });
    expect(judgeChoice(stimulus, 'cup')).toBe(true);
    expect(judgeChoice(stimulus, 'sun')).toBe(false);
    expect(judgeChoice(stimulus, null)).toBe(false);
  });

  it('picture naming: a wrong name is a commission, no answer an omission; naming and category counted apart', () => {
    const result = scoreExercise(
      {
        kind: 'pictureNaming',
        trials: 4,
        choices: 4,
        foilSimilarity: 0,
        categoryRatio: 0.5,
        responseWindowMs: 5000,
      },
      6,
      trials([
        ['name=cup|cup,sun,fish,key', 'cup', 900],
        ['name=tree|tree,leaf', 'leaf', 1400],
        ['odd=fish|apple,pear,fish,cherry', 'fish', 2000],
        ['odd=car|cup,key,car,bell', null, null],
      ]),
    );
    expect(result).toMatchObject({ omissions: 1, commissions: 1, accuracy: 0.5 });
    expect(result.extra).toEqual({ namingCorrect: 1, categoryCorrect: 1 });
    expect(levelOutcomes(result)).toEqual([true, false, true, false]);
  });

  it('orientation: judged against the truth recorded at answer time, counted per topic', () => {
    const result = scoreExercise(
      { kind: 'orientationQuiz', trials: 3, choices: 2, topics: 3, responseWindowMs: 0 },
      1,
      trials([
        ['weekday=6|5,6', '6', 3000],
        ['season=winter|winter,summer', 'summer', 2000],
        ['timeOfDay=evening|evening,morning', 'evening', 1000],
      ]),
    );
    expect(result).toMatchObject({ omissions: 0, commissions: 1 });
    expect(result.extra).toEqual({ weekday: 1, season: 0, timeOfDay: 1 });
  });
});
