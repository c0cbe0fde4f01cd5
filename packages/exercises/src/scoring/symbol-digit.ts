import type { TrialRecord } from '@cep/contract';
import { scoredTrials, summarise, type TrialSummary } from './summary';

/*
 * Symbol–digit (符号数字转换): the stimulus is stored as "symbol:digit" (e.g. "ring:3", the symbol
 * shown and the digit the key gave it), the response is the digit given. No answer in the window
 * is an omission, a wrong digit a commission. The processing-speed measure is correct answers per
 * minute of answering time (the sum of the answered trials' RTs), as the paper test counts items
 * done in a fixed time.
 */

export function symbolDigitStimulus(symbol: string, digit: number): string {
  return `${symbol}:${digit}`;
}

export function parseSymbolDigitStimulus(stimulus: string): { symbol: string; digit: string } {
  const [symbol = '', digit = ''] = stimulus.split(':');
  return { symbol, digit };
}

export function judgeSymbolDigit(stimulus: string, response: string | null): boolean {
  return response !== null && response === parseSymbolDigitStimulus(stimulus).digit;
}

export interface SymbolDigitScore extends TrialSummary {
  /** Correct answers per minute of answering time; null when nothing was answered. */
  correctPerMinute: number | null;
}

export function scoreSymbolDigit(trials: readonly TrialRecord[]): SymbolDigitScore {
  const judged = scoredTrials(trials).map((trial) => ({
    ...trial,
    correct: judgeSymbolDigit(trial.stimulus, trial.response),
  }));
  const omissions = judged.filter((t) => t.response === null).length;
  const commissions = judged.filter((t) => t.response !== null && !t.correct).length;
  const answeringMs = judged.reduce(
    (sum, t) => sum + (t.response !== null && t.rtMs !== null ? t.rtMs : 0),
    0,
  );
  const correct = judged.filter((t) => t.correct).length;
  return {
    ...summarise(judged, { omissions, commissions }),
    correctPerMinute:
      answeringMs === 0 ? null : Math.round((correct / (answeringMs / 60_000)) * 10) / 10,
  };
}
