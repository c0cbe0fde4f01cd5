import type { TrialRecord } from '@cep/contract';
import { scoredTrials, summarise, type TrialSummary } from './summary';

/*
 * Go/No-Go: the stimulus is 'go' or 'nogo', the response 'press' or null. Pressing on go is a hit,
 * withholding on no-go a correct rejection; a missed go is an omission, a press on no-go a
 * commission (the task's main measure of inhibition).
 */

export type GoNoGoStimulus = 'go' | 'nogo';

export function judgeGoNoGo(stimulus: string, response: string | null): boolean {
  return stimulus === 'go' ? response !== null : response === null;
}

export interface GoNoGoScore extends TrialSummary {
  hits: number;
  correctRejections: number;
}

export function scoreGoNoGo(trials: readonly TrialRecord[]): GoNoGoScore {
  const judged = scoredTrials(trials).map((trial) => ({
    ...trial,
    correct: judgeGoNoGo(trial.stimulus, trial.response),
  }));
  const go = judged.filter((t) => t.stimulus === 'go');
  const noGo = judged.filter((t) => t.stimulus !== 'go');
  const hits = go.filter((t) => t.correct).length;
  const correctRejections = noGo.filter((t) => t.correct).length;
  return {
    ...summarise(judged, {
      omissions: go.length - hits,
      commissions: noGo.length - correctRejections,
    }),
    hits,
    correctRejections,
  };
}
