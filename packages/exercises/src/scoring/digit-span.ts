import type { TrialRecord } from '@cep/contract';
import { scoredTrials, summarise, type TrialSummary } from './summary';

/*
 * Digit span: one trial per sequence. The stimulus is the digits shown ("3814"), the response the
 * digits typed, in the shown order (forward) or reversed (backward). An empty response is an
 * omission; a wrong one a commission.
 */

export type SpanDirection = 'forward' | 'backward';

/** The answer a sequence expects. */
export function expectedSpan(stimulus: string, direction: SpanDirection): string {
  const digits = stimulus.replace(/\D/g, '');
  return direction === 'forward' ? digits : [...digits].reverse().join('');
}

export function judgeDigitSpan(
  stimulus: string,
  response: string | null,
  direction: SpanDirection,
): boolean {
  return response !== null && response.replace(/\D/g, '') === expectedSpan(stimulus, direction);
}

export interface DigitSpanScore extends TrialSummary {
  /** The longest sequence repeated correctly (0 if none). */
  longestSpan: number;
}

export function scoreDigitSpan(
  trials: readonly TrialRecord[],
  direction: SpanDirection,
): DigitSpanScore {
  const judged = scoredTrials(trials).map((trial) => ({
    ...trial,
    correct: judgeDigitSpan(trial.stimulus, trial.response, direction),
  }));
  const omissions = judged.filter((t) => t.response === null || t.response === '').length;
  const commissions = judged.filter((t) => !t.correct).length - omissions;
  const longestSpan = Math.max(
    0,
    ...judged.filter((t) => t.correct).map((t) => t.stimulus.replace(/\D/g, '').length),
  );
  return { ...summarise(judged, { omissions, commissions }), longestSpan };
}
