import type { SymbolDigitParams } from '@cep/contract';
import type { StimulusPlan } from '../runner';
import { pick, shuffle } from '../runner';
import { SYMBOLS, type SymbolId } from './symbols';

export interface SymbolDigitItem {
  /** The key: `key[d - 1]` is the symbol of digit d (same for every item of a run). */
  key: SymbolId[];
  /** The symbol shown. */
  symbol: SymbolId;
  /** Its digit, 1..key.length. */
  digit: number;
}

/**
 * A fresh key each run (symbols shuffled onto the digits 1..pairs, so no pairing is learnt by
 * rote), then items drawn from it, never the same symbol twice in a row.
 */
export function planSymbolDigit(
  params: SymbolDigitParams,
  random: () => number,
  practiceTrials = 3,
): StimulusPlan<SymbolDigitItem> {
  const key = shuffle(
    SYMBOLS.map((symbol) => symbol.id),
    random,
  ).slice(0, params.pairs);
  const items = (count: number) => {
    const list: SymbolDigitItem[] = [];
    for (let i = 0; i < count; i += 1) {
      let digit = pick(random, key.length) + 1;
      if (digit === list.at(-1)?.digit) digit = (digit % key.length) + 1;
      list.push({ key, symbol: key[digit - 1]!, digit });
    }
    return list;
  };
  return { practice: items(practiceTrials), scored: items(params.trials) };
}
