import type { TrialRecord } from '@cep/contract';
import { scoredTrials, summarise, type TrialSummary } from './summary';

/*
 * Multiple choice (picture naming, category judgement, orientation): the stimulus is
 * "question=answer|choice,choice,…" and the response the choice picked. No answer in the window is
 * an omission, a wrong choice a commission.
 */

export function choiceStimulus(question: string, answer: string, choices: readonly string[]) {
  return `${question}=${answer}|${choices.join(',')}`;
}

export function parseChoiceStimulus(stimulus: string): {
  question: string;
  answer: string;
  choices: string[];
} {
  const [head = '', tail = ''] = stimulus.split('|');
  const at = head.indexOf('=');
  return {
    question: at < 0 ? head : head.slice(0, at),
    answer: at < 0 ? '' : head.slice(at + 1),
    choices: tail === '' ? [] : tail.split(','),
  };
}

export function judgeChoice(stimulus: string, response: string | null): boolean {
  return response !== null && response === parseChoiceStimulus(stimulus).answer;
}

/** Judges every scored trial and counts omissions (no answer) and commissions (a wrong one). */
export function scoreChoices(trials: readonly TrialRecord[]): TrialSummary {
  const judged = scoredTrials(trials).map((trial) => ({
    ...trial,
    correct: judgeChoice(trial.stimulus, trial.response),
  }));
  return summarise(judged, {
    omissions: judged.filter((t) => t.response === null).length,
    commissions: judged.filter((t) => t.response !== null && !t.correct).length,
  });
}

/** Correct answers per question type (the part of the question before ":"), e.g. name / odd. */
export function correctByQuestion(trials: readonly TrialRecord[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const trial of trials) {
    const type = parseChoiceStimulus(trial.stimulus).question.split(':')[0]!;
    counts[type] = (counts[type] ?? 0) + (trial.correct ? 1 : 0);
  }
  return counts;
}
