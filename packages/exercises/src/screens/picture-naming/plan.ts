import type { PictureNamingParams } from '@cep/contract';
import type { StimulusPlan } from '../runner';
import { pick, shuffle, shuffledFlags } from '../runner';
import { PICTURES, type Picture } from './drawings';

/** A naming trial (a picture, its name among `choices`) or an odd-one-out among four words. */
export type PictureItem =
  | { type: 'name'; picture: string; choices: string[] }
  | { type: 'odd'; odd: string; choices: string[] };

type ItemParams = Pick<PictureNamingParams, 'choices' | 'foilSimilarity'>;

/** A picture named among `choices` names; a `foilSimilarity` share of wrong names from its category. */
function namingItem(target: Picture, params: ItemParams, random: () => number): PictureItem {
  const others = shuffle(
    PICTURES.filter((p) => p.id !== target.id),
    random,
  );
  const same = others.filter((p) => p.category === target.category);
  const different = others.filter((p) => p.category !== target.category);
  const wrong = params.choices - 1;
  const wantSame = Math.min(same.length, Math.round(wrong * params.foilSimilarity));
  const foils = [...same.slice(0, wantSame), ...different.slice(0, wrong - wantSame)];
  return {
    type: 'name',
    picture: target.id,
    choices: shuffle([target.id, ...foils.map((p) => p.id)], random),
  };
}

/** Three words of one category and one of another. */
function oddItem(random: () => number): PictureItem {
  const categories = [...new Set(PICTURES.map((p) => p.category))].filter(
    (category) => PICTURES.filter((p) => p.category === category).length >= 3,
  );
  const category = categories[pick(random, categories.length)]!;
  const three = shuffle(
    PICTURES.filter((p) => p.category === category),
    random,
  ).slice(0, 3);
  const outside = PICTURES.filter((p) => p.category !== category);
  const odd = outside[pick(random, outside.length)]!;
  return {
    type: 'odd',
    odd: odd.id,
    choices: shuffle(
      [...three, odd].map((p) => p.id),
      random,
    ),
  };
}

function items(
  count: number,
  params: ItemParams & { categoryRatio: number },
  random: () => number,
) {
  // Each picture once before any repeats, in a new order per run.
  let deck: Picture[] = [];
  return shuffledFlags(count, params.categoryRatio, random).map((odd) => {
    if (odd) return oddItem(random);
    if (deck.length === 0) deck = shuffle(PICTURES, random);
    return namingItem(deck.pop()!, params, random);
  });
}

/** The practice: two easy naming trials (two choices, unlike names); then the level's trials. */
export function planPictureNaming(
  params: PictureNamingParams,
  random: () => number,
  practiceTrials = 2,
): StimulusPlan<PictureItem> {
  return {
    practice: items(practiceTrials, { choices: 2, foilSimilarity: 0, categoryRatio: 0 }, random),
    scored: items(params.trials, params, random),
  };
}
