import type { TrialRecord } from '@cep/contract';
import { scoredTrials, summarise, type TrialSummary } from './summary';

/*
 * Word-list recall by recognition: after studying the list the patient picks the studied words
 * among foils, at once ("immediate") and after a filler ("delayed"). One record per word offered:
 * "stage:old|new:word" (e.g. "delayed:old:苹果"), the response "mark" when the patient picked it,
 * null when not. A studied word not picked is an omission (a miss), a foil picked a commission
 * (a false alarm); a foil left alone is a correct rejection.
 */

export type RecallStage = 'immediate' | 'delayed';

export function wordListStimulus(stage: RecallStage, studied: boolean, word: string): string {
  return `${stage}:${studied ? 'old' : 'new'}:${word}`;
}

export function parseWordListStimulus(stimulus: string): {
  stage: RecallStage;
  studied: boolean;
  word: string;
} {
  const [stage = 'immediate', kind = 'new', word = ''] = stimulus.split(':');
  return { stage: stage === 'delayed' ? 'delayed' : 'immediate', studied: kind === 'old', word };
}

export function judgeWordList(stimulus: string, response: string | null): boolean {
  const marked = response === 'mark';
  return parseWordListStimulus(stimulus).studied ? marked : !marked;
}

export interface WordListScore extends TrialSummary {
  immediateHits: number;
  delayedHits: number;
  /** Studied words offered per stage (the list's length). */
  listLength: number;
  falseAlarms: number;
}

/**
 * What moves the level: one outcome per recognition stage, passed when at least 80 % of its words
 * were judged right (hits and correct rejections), so a long list is not a long staircase.
 */
export function wordListStageOutcomes(trials: readonly TrialRecord[]): boolean[] {
  const judged = scoredTrials(trials);
  return (['immediate', 'delayed'] as const).flatMap((stage) => {
    const words = judged.filter((t) => parseWordListStimulus(t.stimulus).stage === stage);
    if (words.length === 0) return [];
    const right = words.filter((t) => judgeWordList(t.stimulus, t.response)).length;
    return [right / words.length >= 0.8];
  });
}

export function scoreWordList(trials: readonly TrialRecord[]): WordListScore {
  const judged = scoredTrials(trials).map((trial) => ({
    ...trial,
    correct: judgeWordList(trial.stimulus, trial.response),
  }));
  const parsed = judged.map((trial) => ({ trial, ...parseWordListStimulus(trial.stimulus) }));
  const hitsIn = (stage: RecallStage) =>
    parsed.filter((p) => p.stage === stage && p.studied && p.trial.correct).length;
  const misses = parsed.filter((p) => p.studied && !p.trial.correct).length;
  const falseAlarms = parsed.filter((p) => !p.studied && !p.trial.correct).length;
  return {
    ...summarise(judged, { omissions: misses, commissions: falseAlarms }),
    immediateHits: hitsIn('immediate'),
    delayedHits: hitsIn('delayed'),
    listLength: parsed.filter((p) => p.stage === 'immediate' && p.studied).length,
    falseAlarms,
  };
}
