import type { TrialRecord } from '@cep/contract';
import { scoredTrials, summarise, type TrialSummary } from './summary';

/*
 * Trail making (连线测验): circles tapped in order. Every tap is a trial: the stimulus is the label
 * due next ("3" or "丙"), the response the label tapped; the RT is the time since the previous
 * correct tap (or since the circles appeared). A wrong tap is a commission (the trail goes on
 * from the last right circle, as an examiner would point it out); circles not reached before the
 * time limit are omissions. The completion time is the test's main measure.
 */

/** The labels in the order they are due: 1..count (A), or 1, 甲, 2, 乙, … (B). */
export const HEAVENLY_STEMS = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛', '壬', '癸'] as const;

export function trailLabels(count: number, partB: boolean): string[] {
  return Array.from({ length: count }, (_, i) =>
    partB ? (i % 2 === 0 ? String(i / 2 + 1) : HEAVENLY_STEMS[(i - 1) / 2]!) : String(i + 1),
  );
}

export interface TrailScore extends TrialSummary {
  /** Circles reached in order. */
  reached: number;
  /** Whether every circle was reached. */
  completed: boolean;
  /** From the circles' onset to the last correct tap (sum of the correct taps' RTs). */
  completionMs: number;
}

export function scoreTrail(trials: readonly TrialRecord[], count: number): TrailScore {
  const judged = scoredTrials(trials).map((trial) => ({
    ...trial,
    correct: trial.response !== null && trial.response === trial.stimulus,
  }));
  const reached = judged.filter((t) => t.correct).length;
  const commissions = judged.filter((t) => !t.correct && t.response !== null).length;
  const omissions = Math.max(0, count - reached);
  const completionMs = judged.filter((t) => t.correct).reduce((sum, t) => sum + (t.rtMs ?? 0), 0);
  const summary = summarise(judged, { omissions, commissions });
  // As for the Schulte grid: circles never reached count against accuracy, so stopping early
  // does not look accurate.
  const accuracy = judged.length + omissions === 0 ? 0 : reached / (judged.length + omissions);
  return { ...summary, accuracy, reached, completed: reached >= count, completionMs };
}
