import type { NBackParams } from '@cep/contract';
import type { StimulusPlan } from '../runner';
import { pick, shuffledFlags } from '../runner';

/** Letters that look and sound unlike each other. */
export const N_BACK_LETTERS = ['B', 'C', 'D', 'G', 'H', 'K', 'M', 'P', 'R', 'T'] as const;

export interface NBackStimulus {
  letter: string;
  target: boolean;
}

/**
 * A stream of `length` letters where exactly `round((length − n) × targetRatio)` positions repeat
 * the letter n back, and no other position does by chance.
 */
export function nBackStream(
  length: number,
  n: number,
  targetRatio: number,
  random: () => number,
): NBackStimulus[] {
  const flags = shuffledFlags(Math.max(0, length - n), targetRatio, random);
  const stream: NBackStimulus[] = [];
  for (let i = 0; i < length; i++) {
    const back = i >= n ? stream[i - n]!.letter : undefined;
    if (back !== undefined && flags[i - n]) {
      stream.push({ letter: back, target: true });
      continue;
    }
    const others = N_BACK_LETTERS.filter((letter) => letter !== back);
    stream.push({ letter: others[pick(random, others.length)]!, target: false });
  }
  return stream;
}

export function planNBack(
  params: NBackParams,
  random: () => number,
  practiceTrials = 5,
): StimulusPlan<NBackStimulus> {
  return {
    practice: nBackStream(practiceTrials + params.n, params.n, 0.4, random),
    scored: nBackStream(params.trials, params.n, params.targetRatio, random),
  };
}
