import type { StroopParams } from '@cep/contract';
import type { StimulusPlan } from '../runner';
import { pick, shuffledFlags } from '../runner';
import { STROOP_COLOURS } from './colours';

export interface StroopItem {
  /** Colour ids. */
  word: string;
  ink: string;
}

function items(count: number, ratio: number, colourCount: number, random: () => number) {
  const ids = STROOP_COLOURS.slice(0, colourCount).map((colour) => colour.id as string);
  return shuffledFlags(count, ratio, random).map((incongruent): StroopItem => {
    const ink = ids[pick(random, ids.length)]!;
    if (!incongruent) return { word: ink, ink };
    const others = ids.filter((id) => id !== ink);
    return { word: others[pick(random, others.length)]!, ink };
  });
}

/** Exactly `round(trials × incongruentRatio)` incongruent items; a practice of mixed items. */
export function planStroop(
  params: StroopParams,
  random: () => number,
  practiceTrials = 3,
): StimulusPlan<StroopItem> {
  return {
    practice: items(practiceTrials, 0.5, params.colourCount, random),
    scored: items(params.trials, params.incongruentRatio, params.colourCount, random),
  };
}
