import { expect, it } from 'vitest';
import { seededRandom } from '../runner/random';
import { planWordList } from './plan';
import { wordById } from './words';

const params = {
  listLength: 8,
  stimulusMs: 2000,
  fillerItems: 3,
  foilSimilarity: 1,
  responseWindowMs: 0,
};

it('studies the list, recognises it, counts, recognises it again among new foils', () => {
  const { scored, practice } = planWordList(params, seededRandom(4));
  expect(scored.map((s) => s.step)).toEqual([
    ...Array(8).fill('study'),
    'recognise',
    'count',
    'count',
    'count',
    'recognise',
  ]);
  const studied = scored.flatMap((s) => (s.step === 'study' ? [s.word] : []));
  const [immediate, delayed] = scored.filter((s) => s.step === 'recognise');
  for (const test of [immediate!, delayed!]) {
    expect(
      test.words
        .filter((w) => w.studied)
        .map((w) => w.word)
        .sort(),
    ).toEqual([...studied].sort());
    expect(test.words.filter((w) => !w.studied)).toHaveLength(8);
  }
  const foilsOf = (s: typeof immediate) => s!.words.filter((w) => !w.studied).map((w) => w.word);
  expect(foilsOf(immediate).some((w) => foilsOf(delayed).includes(w))).toBe(false);
  // Similar foils: from the studied words' categories.
  const categories = new Set(studied.map((w) => wordById(w)!.category));
  expect(foilsOf(immediate).every((w) => categories.has(wordById(w)!.category))).toBe(true);
  expect(practice.map((s) => s.step)).toEqual(['study', 'study', 'recognise']);
});

it('draws unlike foils at similarity 0', () => {
  const { scored } = planWordList({ ...params, foilSimilarity: 0, listLength: 4 }, seededRandom(9));
  const studied = scored.flatMap((s) => (s.step === 'study' ? [s.word] : []));
  const categories = new Set(studied.map((w) => wordById(w)!.category));
  const immediate = scored.find((s) => s.step === 'recognise')!;
  if (immediate.step !== 'recognise') throw new Error('no recognition');
  const foils = immediate.words.filter((w) => !w.studied).map((w) => wordById(w.word)!.category);
  expect(foils.every((c) => !categories.has(c))).toBe(true);
});
