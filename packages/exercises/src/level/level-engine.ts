import { levelRule, type LevelRule, type LevelRuleInput } from '@cep/contract';

/*
 * The level engine: pure functions from (rule, state, outcome) to the next state. The state is
 * plain data so the server can store it with the plan item and the next session resumes exactly
 * where the engine left off (level and any half-counted streak or block).
 */

/** Where the engine stands for one plan item (the contract's `levelState` checks it on the wire). */
export interface LevelState {
  level: number;
  /** Staircase: correct outcomes in a row at this level. */
  correctStreak: number;
  /** Staircase: errors in a row at this level. */
  errorStreak: number;
  /** Block rule: outcomes counted in the current block, and the errors among them. */
  blockCount: number;
  blockErrors: number;
}

export type LevelChange = 'up' | 'down' | 'same';

export interface LevelStep {
  state: LevelState;
  change: LevelChange;
}

/** The default rule: staircase, 3 correct in a row → up, 2 errors in a row → down. */
export const DEFAULT_LEVEL_RULE: LevelRule = { type: 'staircase', up: 3, down: 2 };

/** Parses a plan item's rule (filling defaults); throws a ZodError on a bad rule. */
export function toLevelRule(input: LevelRuleInput | undefined): LevelRule {
  return input === undefined ? DEFAULT_LEVEL_RULE : levelRule.parse(input);
}

function clampLevel(level: number, maxLevel: number): number {
  return Math.min(Math.max(Math.trunc(level), 1), Math.max(1, Math.trunc(maxLevel)));
}

/** A fresh state at `level` (clamped to 1..maxLevel), every counter at zero. */
export function startLevel(level: number, maxLevel: number): LevelState {
  return {
    level: clampLevel(level, maxLevel),
    correctStreak: 0,
    errorStreak: 0,
    blockCount: 0,
    blockErrors: 0,
  };
}

function moved(state: LevelState, wanted: number, maxLevel: number): LevelStep {
  const level = clampLevel(wanted, maxLevel);
  const change: LevelChange = level > state.level ? 'up' : level < state.level ? 'down' : 'same';
  // Counters restart after any decision, also when the level is pinned at 1 or the maximum:
  // otherwise one more correct at the top would "level up" again on every trial.
  return { state: startLevel(level, maxLevel), change };
}

/** Applies one outcome (the trial, or for whole-run exercises the run, was correct or not). */
export function applyOutcome(
  rule: LevelRule,
  state: LevelState,
  correct: boolean,
  maxLevel: number,
): LevelStep {
  const current = { ...state, level: clampLevel(state.level, maxLevel) };
  if (rule.type === 'staircase') {
    const correctStreak = correct ? current.correctStreak + 1 : 0;
    const errorStreak = correct ? 0 : current.errorStreak + 1;
    if (correctStreak >= rule.up) return moved(current, current.level + 1, maxLevel);
    if (errorStreak >= rule.down) return moved(current, current.level - 1, maxLevel);
    return { state: { ...current, correctStreak, errorStreak }, change: 'same' };
  }
  const blockCount = current.blockCount + 1;
  const blockErrors = current.blockErrors + (correct ? 0 : 1);
  if (blockCount < rule.blockSize) {
    return { state: { ...current, blockCount, blockErrors }, change: 'same' };
  }
  if (blockErrors < rule.upBelow) return moved(current, current.level + 1, maxLevel);
  if (blockErrors > rule.downAbove) return moved(current, current.level - 1, maxLevel);
  return moved(current, current.level, maxLevel);
}

/** Applies outcomes in order; returns the final state and every level change on the way. */
export function applyOutcomes(
  rule: LevelRule,
  state: LevelState,
  outcomes: readonly boolean[],
  maxLevel: number,
): { state: LevelState; changes: LevelChange[] } {
  let current = state;
  const changes: LevelChange[] = [];
  for (const correct of outcomes) {
    const step = applyOutcome(rule, current, correct, maxLevel);
    current = step.state;
    changes.push(step.change);
  }
  return { state: current, changes };
}
