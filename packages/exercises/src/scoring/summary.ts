import type { ExerciseKind, ExerciseResult, TrialRecord } from '@cep/contract';

/** What every exercise's scoring reports besides its own `extra` measures. */
export interface TrialSummary {
  /** The scored trials (practice left out), each `correct` as this scoring judged it. */
  trials: TrialRecord[];
  accuracy: number;
  meanRtMs: number | null;
  medianRtMs: number | null;
  omissions: number;
  commissions: number;
}

/** Practice trials teach the task; they never count. */
export function scoredTrials(trials: readonly TrialRecord[]): TrialRecord[] {
  return trials.filter((trial) => !trial.practice);
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Reaction times of the correct responses: an error's RT measures something else. */
export function correctRts(trials: readonly TrialRecord[]): number[] {
  return trials.flatMap((trial) =>
    trial.correct && trial.rtMs !== null && trial.response !== null ? [trial.rtMs] : [],
  );
}

/** Accuracy, RT and the two error counts over already-judged, scored trials. */
export function summarise(
  trials: readonly TrialRecord[],
  counts: { omissions: number; commissions: number },
): TrialSummary {
  const rts = correctRts(trials);
  const correct = trials.filter((trial) => trial.correct).length;
  return {
    trials: trials.map(({ index, practice, stimulus, response, correct, rtMs }) => ({
      index,
      practice,
      stimulus,
      response,
      correct,
      rtMs,
    })),
    accuracy: trials.length === 0 ? 0 : correct / trials.length,
    meanRtMs: mean(rts),
    medianRtMs: median(rts),
    ...counts,
  };
}

/** Puts a summary together with the run's identity into the contract's result shape. */
export function toResult(
  kind: ExerciseKind,
  level: number,
  outcome: ExerciseResult['outcome'],
  summary: TrialSummary,
  extra?: Record<string, number>,
): ExerciseResult {
  return { kind, level, outcome, ...summary, ...(extra ? { extra } : {}) };
}
