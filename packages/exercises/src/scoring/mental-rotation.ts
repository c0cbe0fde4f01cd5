import type { TrialRecord } from '@cep/contract';
import { scoredTrials, summarise, type TrialSummary } from './summary';

/*
 * Mental rotation (心理旋转): the stimulus is stored as "answer:angle:cells" (e.g.
 * "mirror:90:0,0;1,0;1,1;2,1", the right answer, the turn in degrees and the shape's squares),
 * the response is "same" or "mirror". No answer in the window is an omission, a wrong one a
 * commission. The classic measure is how RT grows with the angle (Shepard & Metzler 1971): the
 * slope of correct RTs over the angle, in ms per degree, when at least two angles were answered.
 */

export type RotationAnswer = 'same' | 'mirror';

export function rotationStimulus(answer: RotationAnswer, angle: number, cells: string): string {
  return `${answer}:${angle}:${cells}`;
}

export function parseRotationStimulus(stimulus: string): {
  answer: string;
  angle: number;
  cells: string;
} {
  const [answer = '', angle = '0', cells = ''] = stimulus.split(':');
  return { answer, angle: Number(angle), cells };
}

export function judgeRotation(stimulus: string, response: string | null): boolean {
  return response !== null && response === parseRotationStimulus(stimulus).answer;
}

export interface RotationScore extends TrialSummary {
  /** Least-squares slope of correct RT over |angle| (ms per degree); null with < 2 angles. */
  msPerDegree: number | null;
}

export function scoreRotation(trials: readonly TrialRecord[]): RotationScore {
  const judged = scoredTrials(trials).map((trial) => ({
    ...trial,
    correct: judgeRotation(trial.stimulus, trial.response),
  }));
  const omissions = judged.filter((t) => t.response === null).length;
  const commissions = judged.filter((t) => t.response !== null && !t.correct).length;
  const points = judged.flatMap((t) =>
    t.correct && t.rtMs !== null
      ? [{ x: Math.abs(parseRotationStimulus(t.stimulus).angle), y: t.rtMs }]
      : [],
  );
  return { ...summarise(judged, { omissions, commissions }), msPerDegree: slope(points) };
}

function slope(points: ReadonlyArray<{ x: number; y: number }>): number | null {
  if (new Set(points.map((p) => p.x)).size < 2) return null;
  const mx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const my = points.reduce((s, p) => s + p.y, 0) / points.length;
  const sxy = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return Math.round((sxy / sxx) * 100) / 100;
}
