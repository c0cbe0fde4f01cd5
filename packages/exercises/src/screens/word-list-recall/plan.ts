import type { WordListRecallParams } from '@cep/contract';
import type { StimulusPlan } from '../runner';
import { pick, shuffle } from '../runner';
import { WORDS, type Word } from './words';

/** One step of the exercise: a word to study, a counting question, or a recognition list. */
export type WordListStep =
  | { step: 'study'; word: string }
  | { step: 'count'; dots: number; choices: number[] }
  | {
      step: 'recognise';
      stage: 'immediate' | 'delayed';
      /** The words offered, in screen order, each marked whether it was studied. */
      words: Array<{ word: string; studied: boolean }>;
    };

/** `count` foils not in `used`: a `similarity` share from the studied words' categories. */
function foils(
  studied: readonly Word[],
  used: Set<string>,
  count: number,
  similarity: number,
  random: () => number,
): Word[] {
  const categories = new Set(studied.map((word) => word.category));
  const free = shuffle(
    WORDS.filter((word) => !used.has(word.id)),
    random,
  );
  const like = free.filter((word) => categories.has(word.category));
  const unlike = free.filter((word) => !categories.has(word.category));
  const wantLike = Math.round(count * similarity);
  const chosen = [...like.slice(0, wantLike), ...unlike.slice(0, count - wantLike)];
  // Top up from whatever is left when one kind runs short.
  for (const word of free) {
    if (chosen.length >= count) break;
    if (!chosen.includes(word)) chosen.push(word);
  }
  for (const word of chosen) used.add(word.id);
  return chosen.slice(0, count);
}

function countQuestion(random: () => number): WordListStep {
  const dots = 3 + pick(random, 7);
  const choices = shuffle(
    [dots, dots + 1, Math.max(1, dots - 1)].filter((n, i, all) => all.indexOf(n) === i),
    random,
  );
  return { step: 'count', dots, choices };
}

/**
 * The whole run as steps: study the list (from as few categories as the list and its similar
 * foils need), recognise it among as many foils, count dots `fillers` times, recognise it again
 * among new foils.
 */
export function wordListSteps(
  params: Pick<WordListRecallParams, 'listLength' | 'fillerItems' | 'foilSimilarity'>,
  random: () => number,
  delayed = true,
  /** Words not to use (the practice's), so none comes back as a foil. */
  exclude: ReadonlySet<string> = new Set(),
): WordListStep[] {
  const pool = WORDS.filter((word) => !exclude.has(word.id));
  // Enough categories for the list and two sets of like foils (eight words each, a few practised).
  const categoryCount = Math.min(7, Math.max(2, Math.ceil((3 * params.listLength + 4) / 8)));
  const categories = shuffle([...new Set(pool.map((word) => word.category))], random).slice(
    0,
    categoryCount,
  );
  // Round the categories, so every one chosen has studied words (and its other words are like foils).
  const byCategory = categories.map((category) =>
    shuffle(
      pool.filter((word) => word.category === category),
      random,
    ),
  );
  const picked: Word[] = [];
  for (let round = 0; picked.length < params.listLength && round < 8; round += 1) {
    for (const words of byCategory) {
      if (picked.length < params.listLength && words[round]) picked.push(words[round]!);
    }
  }
  const studied = shuffle(picked, random);
  const used = new Set([...exclude, ...studied.map((word) => word.id)]);
  const recognise = (stage: 'immediate' | 'delayed'): WordListStep => ({
    step: 'recognise',
    stage,
    words: shuffle(
      [
        ...studied.map((word) => ({ word: word.id, studied: true })),
        ...foils(studied, used, studied.length, params.foilSimilarity, random).map((word) => ({
          word: word.id,
          studied: false,
        })),
      ],
      random,
    ),
  });
  return [
    ...studied.map((word): WordListStep => ({ step: 'study', word: word.id })),
    recognise('immediate'),
    ...(delayed
      ? [
          ...Array.from({ length: params.fillerItems }, () => countQuestion(random)),
          recognise('delayed'),
        ]
      : []),
  ];
}

/** The practice: two words, recognised at once among two foils; then the level's run. */
export function planWordList(
  params: WordListRecallParams,
  random: () => number,
  practiceWords = 2,
): StimulusPlan<WordListStep> {
  const practice =
    practiceWords > 0
      ? wordListSteps(
          { listLength: practiceWords, fillerItems: 0, foilSimilarity: 0 },
          random,
          false,
        )
      : [];
  const practised = new Set(
    practice.flatMap((step) => (step.step === 'recognise' ? step.words.map((w) => w.word) : [])),
  );
  return { practice, scored: wordListSteps(params, random, true, practised) };
}
