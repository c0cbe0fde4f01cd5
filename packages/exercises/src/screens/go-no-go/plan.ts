import type { GoNoGoParams } from '@cep/contract';
import type { GoNoGoStimulus } from '../../scoring';
import type { StimulusPlan } from '../runner';
import { shuffledFlags } from '../runner';

/** Exactly `round(trials × noGoRatio)` no-go trials, shuffled; the practice shows both kinds. */
export function planGoNoGo(
  params: GoNoGoParams,
  random: () => number,
  practiceTrials = 4,
): StimulusPlan<GoNoGoStimulus> {
  const toStimulus = (noGo: boolean): GoNoGoStimulus => (noGo ? 'nogo' : 'go');
  const practice = Array.from({ length: practiceTrials }, (_, i) => i % 2 === 1);
  return {
    practice: practice.map(toStimulus),
    scored: shuffledFlags(params.trials, params.noGoRatio, random).map(toStimulus),
  };
}
