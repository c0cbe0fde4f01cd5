import type { TrialRecord } from '@cep/contract';
import { scoredTrials, summarise, type TrialSummary } from './summary';

/*
 * N-back: a stream of letters; respond ('match') when the letter equals the one n steps back.
 * Targets are derived from the stream itself, so a stored run can always be re-scored. A missed
 * target is an omission, a response on a non-target a false alarm (commission).
 */

/** Whether position `index` of the stream is a target. */
export function isNBackTarget(stream: readonly string[], index: number, n: number): boolean {
  return index >= n && stream[index] === stream[index - n];
}

export interface NBackScore extends TrialSummary {
  hits: number;
  falseAlarms: number;
}

export function scoreNBack(trials: readonly TrialRecord[], n: number): NBackScore {
  const scored = scoredTrials(trials);
  const stream = scored.map((t) => t.stimulus);
  const judged = scored.map((trial, index) => {
    const target = isNBackTarget(stream, index, n);
    return { ...trial, target, correct: target === (trial.response !== null) };
  });
  const targets = judged.filter((t) => t.target);
  const hits = targets.filter((t) => t.correct).length;
  const falseAlarms = judged.filter((t) => !t.target && t.response !== null).length;
  return {
    ...summarise(judged, { omissions: targets.length - hits, commissions: falseAlarms }),
    hits,
    falseAlarms,
  };
}
