import { exerciseEntries } from '@cep/contract';
import type { ExerciseDefinition } from './definition';
import { levelTable } from './definition';

/*
 * Reality orientation as a quiz: recognition between two answers about the time of day, season and
 * weekday at level 1; more answers and the month, year and date as the level rises; more questions.
 */
export const orientationQuiz: ExerciseDefinition<'orientationQuiz'> = {
  entry: exerciseEntries.orientationQuiz,
  levels: levelTable(10, (level) => ({
    kind: 'orientationQuiz',
    trials: 5 + Math.floor((level - 1) / 2) * 2,
    choices: level <= 2 ? 2 : level <= 4 ? 3 : 4,
    topics: Math.min(6, 3 + Math.floor((level - 1) / 2)),
    responseWindowMs: 0,
  })),
  practiceTrials: 2,
};
