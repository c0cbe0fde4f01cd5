import { exerciseEntries } from '@cep/contract';
import type { ExerciseDefinition } from './definition';
import { levelTable } from './definition';

/*
 * Word-list learning with recognition (after the RAVLT / HVLT design): the list grows from 4 to 13
 * words, words are shown a little faster, and the foils come from the studied words' own
 * categories (苹果 beside 香蕉 rather than 汽车), which is what makes recognition hard.
 */
export const wordListRecall: ExerciseDefinition<'wordListRecall'> = {
  entry: exerciseEntries.wordListRecall,
  levels: levelTable(10, (level) => ({
    kind: 'wordListRecall',
    listLength: 3 + level,
    stimulusMs: level <= 5 ? 2500 : 2000,
    fillerItems: 3,
    foilSimilarity: level <= 3 ? 0 : level <= 6 ? 0.5 : 1,
    responseWindowMs: 0,
  })),
  /** The practice: two words studied, then two of them and two foils recognised. */
  practiceTrials: 2,
};
