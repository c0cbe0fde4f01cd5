import { describe, expect, it } from 'vitest';
import { scoreGoNoGo } from './go-no-go';
import { trials } from './test-trials';

describe('Go/No-Go', () => {
  it('hits, omissions on go; correct rejections, commissions on no-go', () => {
    const score = scoreGoNoGo(
      trials([
        ['go', 'press', 300],
        ['go', 'press', 500],
        ['go', null, null],
        ['nogo', null, null],
        ['nogo', 'press', 250],
      ]),
    );
    expect(score.hits).toBe(2);
    expect(score.omissions).toBe(1);
    expect(score.correctRejections).toBe(1);
    expect(score.commissions).toBe(1);
    expect(score.accuracy).toBe(0.6);
    // RT is the hits' only: a withheld no-go has none, a commission's is not a go RT.
    expect(score.meanRtMs).toBe(400);
    expect(score.medianRtMs).toBe(400);
  });
});
