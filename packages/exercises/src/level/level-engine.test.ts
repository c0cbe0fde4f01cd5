import { levelState } from '@cep/contract';
import { describe, expect, it } from 'vitest';
import { applyOutcome, applyOutcomes, startLevel, toLevelRule } from './level-engine';

const staircase = toLevelRule({ type: 'staircase' });
const block = toLevelRule({ type: 'block', blockSize: 10, upBelow: 2, downAbove: 4 });
const T = true;
const F = false;

describe('staircase (default 3 up / 2 down)', () => {
  it('is the default rule', () => {
    expect(toLevelRule(undefined)).toEqual({ type: 'staircase', up: 3, down: 2 });
  });

  it('goes up after 3 correct in a row, not before', () => {
    const { state, changes } = applyOutcomes(staircase, startLevel(4, 10), [T, T, T], 10);
    expect(changes).toEqual(['same', 'same', 'up']);
    expect(state).toEqual(startLevel(5, 10));
  });

  it('an error breaks the correct streak', () => {
    const { state, changes } = applyOutcomes(staircase, startLevel(4, 10), [T, T, F, T, T], 10);
    expect(changes).not.toContain('up');
    expect(state.level).toBe(4);
    expect(state.correctStreak).toBe(2);
  });

  it('goes down after 2 errors in a row', () => {
    const { state, changes } = applyOutcomes(staircase, startLevel(4, 10), [F, F], 10);
    expect(changes).toEqual(['same', 'down']);
    expect(state.level).toBe(3);
  });

  it('a correct answer between two errors keeps the level', () => {
    const { state } = applyOutcomes(staircase, startLevel(4, 10), [F, T, F], 10);
    expect(state.level).toBe(4);
    expect(state.errorStreak).toBe(1);
  });

  it('never goes above the maximum nor below 1', () => {
    const top = applyOutcomes(staircase, startLevel(10, 10), [T, T, T, T, T, T], 10);
    expect(top.state.level).toBe(10);
    expect(top.changes).not.toContain('up');
    const bottom = applyOutcomes(staircase, startLevel(1, 10), [F, F, F, F], 10);
    expect(bottom.state.level).toBe(1);
    expect(bottom.changes).not.toContain('down');
  });

  it('clamps a start level outside 1..max', () => {
    expect(startLevel(0, 5).level).toBe(1);
    expect(startLevel(9, 5).level).toBe(5);
  });

  it('takes configured thresholds (6 up / 2 down)', () => {
    const rule = toLevelRule({ type: 'staircase', up: 6, down: 2 });
    const five = applyOutcomes(rule, startLevel(2, 10), [T, T, T, T, T], 10);
    expect(five.state.level).toBe(2);
    expect(applyOutcome(rule, five.state, T, 10)).toMatchObject({
      change: 'up',
      state: { level: 3 },
    });
  });

  it('resumes a half-counted streak in the next session', () => {
    const first = applyOutcomes(staircase, startLevel(3, 10), [T, T], 10).state;
    // Stored by the server in the contract's shape, read back for the next session.
    const stored = levelState.parse(JSON.parse(JSON.stringify(first)));
    expect(applyOutcome(staircase, stored, T, 10).state.level).toBe(4);
  });
});

describe('block rule', () => {
  it('waits for a whole block before deciding', () => {
    const { changes } = applyOutcomes(block, startLevel(3, 10), Array(9).fill(T), 10);
    expect(changes.every((c) => c === 'same')).toBe(true);
  });

  it('goes up when errors < upBelow', () => {
    const outcomes = [F, ...Array(9).fill(T)];
    const { state, changes } = applyOutcomes(block, startLevel(3, 10), outcomes, 10);
    expect(changes.at(-1)).toBe('up');
    expect(state).toEqual(startLevel(4, 10));
  });

  it('goes down when errors > downAbove', () => {
    const outcomes = [F, F, F, F, F, T, T, T, T, T];
    expect(applyOutcomes(block, startLevel(3, 10), outcomes, 10).state.level).toBe(2);
  });

  it('stays between the thresholds and starts a new block', () => {
    const outcomes = [F, F, F, T, T, T, T, T, T, T];
    const { state, changes } = applyOutcomes(block, startLevel(3, 10), outcomes, 10);
    expect(changes.at(-1)).toBe('same');
    expect(state).toEqual(startLevel(3, 10));
  });

  it('the literature default is 40 trials, < 6 up, > 8 down', () => {
    const rule = toLevelRule({ type: 'block' });
    const sixErrors = [...Array(6).fill(F), ...Array(34).fill(T)];
    expect(applyOutcomes(rule, startLevel(5, 10), sixErrors, 10).state.level).toBe(5);
    const fiveErrors = [...Array(5).fill(F), ...Array(35).fill(T)];
    expect(applyOutcomes(rule, startLevel(5, 10), fiveErrors, 10).state.level).toBe(6);
    const nineErrors = [...Array(9).fill(F), ...Array(31).fill(T)];
    expect(applyOutcomes(rule, startLevel(5, 10), nineErrors, 10).state.level).toBe(4);
  });

  it('stays within 1..max', () => {
    expect(applyOutcomes(block, startLevel(10, 10), Array(10).fill(T), 10).state.level).toBe(10);
    expect(applyOutcomes(block, startLevel(1, 10), Array(10).fill(F), 10).state.level).toBe(1);
  });
});

it('rejects a bad rule', () => {
  expect(() => toLevelRule({ type: 'staircase', up: 0 })).toThrow();
});
