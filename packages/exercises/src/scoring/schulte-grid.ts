import type { TrialRecord } from '@cep/contract';
import { scoredTrials, summarise, type TrialSummary } from './summary';

/*
 * Schulte grid (舒尔特方格): find 1..size² in order. Every tap is a trial: the stimulus is the
 * number being looked for, the response the number tapped; the RT is the time since the previous
 * correct tap (or since the grid appeared). A wrong tap is a commission; numbers never found before
 * the time limit are omissions.
 */

export interface SchulteScore extends TrialSummary {
  /** Numbers found in order. */
  found: number;
  /** Whether every number was found. */
  completed: boolean;
  /** Time from the grid's onset to the last correct tap (sum of the correct taps' RTs). */
  completionMs: number;
}

export function scoreSchulte(trials: readonly TrialRecord[], gridSize: number): SchulteScore {
  const judged = scoredTrials(trials).map((trial) => ({
    ...trial,
    correct: trial.response !== null && trial.response === trial.stimulus,
  }));
  const total = gridSize * gridSize;
  const found = judged.filter((t) => t.correct).length;
  const commissions = judged.filter((t) => !t.correct && t.response !== null).length;
  const omissions = Math.max(0, total - found);
  const completionMs = judged.filter((t) => t.correct).reduce((sum, t) => sum + (t.rtMs ?? 0), 0);
  const summary = summarise(judged, { omissions, commissions });
  // Accuracy over taps alone would reward giving up early: count missed numbers as errors too.
  const accuracy = judged.length + omissions === 0 ? 0 : found / (judged.length + omissions);
  return { ...summary, accuracy, found, completed: found === total, completionMs };
}
