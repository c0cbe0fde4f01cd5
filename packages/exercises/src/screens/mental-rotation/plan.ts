import type { MentalRotationParams } from '@cep/contract';
import type { RotationAnswer } from '../../scoring';
import type { StimulusPlan } from '../runner';
import { pick, shuffledFlags } from '../runner';
import { randomShape, type Cell } from './shapes';

export interface RotationItem {
  cells: Cell[];
  /** Degrees, clockwise positive, a multiple of 45. */
  angle: number;
  answer: RotationAnswer;
}

function angleUpTo(maxAngle: number, random: () => number): number {
  if (maxAngle < 45) return 0;
  const steps = maxAngle / 45;
  const size = (pick(random, steps) + 1) * 45;
  // 180° is the same either way round.
  return size === 180 || random() < 0.5 ? size : -size;
}

function items(params: MentalRotationParams, count: number, ratio: number, random: () => number) {
  return shuffledFlags(count, ratio, random).map((mirrored): RotationItem => ({
    cells: randomShape(params.cells, random),
    angle: angleUpTo(params.maxAngle, random),
    answer: mirrored ? 'mirror' : 'same',
  }));
}

/** Exactly `round(trials × mirrorRatio)` mirrored pairs; a practice of half and half. */
export function planRotation(
  params: MentalRotationParams,
  random: () => number,
  practiceTrials = 4,
): StimulusPlan<RotationItem> {
  return {
    practice: items(params, practiceTrials, 0.5, random),
    scored: items(params, params.trials, params.mirrorRatio, random),
  };
}
