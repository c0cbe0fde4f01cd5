import { describe, expect, it } from 'vitest';
import { scoreStroop, stroopStimulus } from './stroop';
import { trials } from './test-trials';

describe('Stroop', () => {
  it('judges the ink, not the word, and computes the interference cost', () => {
    const score = scoreStroop(
      trials([
        [stroopStimulus('red', 'red'), 'red', 600],
        [stroopStimulus('blue', 'blue'), 'blue', 700],
        [stroopStimulus('red', 'blue'), 'blue', 900],
        [stroopStimulus('green', 'red'), 'red', 1000],
        [stroopStimulus('blue', 'green'), 'blue', 500], // read the word: commission
        [stroopStimulus('green', 'green'), null, null], // omission
      ]),
    );
    expect(score.trials.map((t) => t.correct)).toEqual([true, true, true, true, false, false]);
    expect(score.commissions).toBe(1);
    expect(score.omissions).toBe(1);
    expect(score.interferenceMs).toBe(950 - 650);
  });

  it('no interference cost without both congruent and incongruent answers', () => {
    expect(
      scoreStroop(trials([[stroopStimulus('red', 'red'), 'red', 600]])).interferenceMs,
    ).toBeNull();
  });
});
