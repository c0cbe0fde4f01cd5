import type { DigitSpanParams } from '@cep/contract';
import type { StimulusPlan } from '../runner';
import { pick } from '../runner';

/** One sequence of `length` digits with no digit twice in a row (a repeat would look like one). */
export function digitSequence(length: number, random: () => number): string {
  let sequence = '';
  while (sequence.length < length) {
    const digit = String(pick(random, 10));
    if (digit !== sequence.at(-1)) sequence += digit;
  }
  return sequence;
}

/** Practice sequences are short (2 digits shorter, at least 2); then `trials` at the level's span. */
export function planDigitSpan(
  params: DigitSpanParams,
  random: () => number,
  practiceTrials = 1,
): StimulusPlan<string> {
  const practiceLength = Math.max(2, params.spanLength - 2);
  return {
    practice: Array.from({ length: practiceTrials }, () => digitSequence(practiceLength, random)),
    scored: Array.from({ length: params.trials }, () => digitSequence(params.spanLength, random)),
  };
}
