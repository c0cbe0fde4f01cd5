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
  // No practice word (studied or foil) comes back in the real run.
  const practised = practice.flatMap((s) =>
    s.step === 'recognise' ? s.words.map((w) => w.word) : [],
  );
  const used = scored.flatMap((s) =>
    s.step === 'study' ? [s.word] : s.step === 'recognise' ? s.words.map((w) => w.word) : [],
  );
  expect(used.some((w) => practised.includes(w))).toBe(false);
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

it.each([4, 8, 13, 15])('finds like foils for both stages of a %i-word list', (listLength) => {
  for (let seed = 1; seed <= 20; seed += 1) {
    const { scored } = planWordList({ ...params, listLength }, seededRandom(seed));
    const studied = scored.flatMap((s) => (s.step === 'study' ? [s.word] : []));
    const categories = new Set(studied.map((w) => wordById(w)!.category));
    for (const step of scored) {
      if (step.step !== 'recognise') continue;
      const foils = step.words.filter((w) => !w.studied);
      expect(foils).toHaveLength(listLength);
      expect(foils.every((w) => categories.has(wordById(w.word)!.category))).toBe(true);
    }
  }
});
