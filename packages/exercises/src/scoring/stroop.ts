import type { TrialRecord } from '@cep/contract';
import { correctRts, median, scoredTrials, summarise, type TrialSummary } from './summary';

/*
 * Stroop: a colour word printed in an ink; the patient names the ink. The stimulus is stored as
 * "word:ink" (colour ids, e.g. "red:blue"), the response is the ink chosen. No answer is an
 * omission, a wrong ink a commission. The interference cost is the median RT of correct
 * incongruent trials minus that of correct congruent ones.
 */

export function stroopStimulus(word: string, ink: string): string {
  return `${word}:${ink}`;
}

export function parseStroopStimulus(stimulus: string): { word: string; ink: string } {
  const [word = '', ink = ''] = stimulus.split(':');
  return { word, ink };
}

export function judgeStroop(stimulus: string, response: string | null): boolean {
  return response !== null && response === parseStroopStimulus(stimulus).ink;
}

export interface StroopScore extends TrialSummary {
  /** Median incongruent − median congruent RT (correct trials); null without both kinds. */
  interferenceMs: number | null;
}

export function scoreStroop(trials: readonly TrialRecord[]): StroopScore {
  const judged = scoredTrials(trials).map((trial) => ({
    ...trial,
    correct: judgeStroop(trial.stimulus, trial.response),
  }));
  const omissions = judged.filter((t) => t.response === null).length;
  const commissions = judged.filter((t) => t.response !== null && !t.correct).length;
  const congruent = judged.filter((t) => {
    const { word, ink } = parseStroopStimulus(t.stimulus);
    return word === ink;
  });
  const incongruent = judged.filter((t) => !congruent.includes(t));
  const congruentMedian = median(correctRts(congruent));
  const incongruentMedian = median(correctRts(incongruent));
  return {
    ...summarise(judged, { omissions, commissions }),
    interferenceMs:
      congruentMedian === null || incongruentMedian === null
        ? null
        : incongruentMedian - congruentMedian,
  };
}
