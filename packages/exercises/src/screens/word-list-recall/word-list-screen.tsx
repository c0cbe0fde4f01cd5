import type { WordListRecallParams } from '@cep/contract';
import { exerciseCatalogue } from '../../catalogue';
import { ExerciseRunner, type ExerciseScreenProps } from '../runner';
import { planWordList } from './plan';
import { WordListTrial } from './word-list-trial';

const plan = (params: WordListRecallParams, random: () => number) =>
  planWordList(params, random, exerciseCatalogue.wordListRecall.practiceTrials);

/** 词语记忆（延迟回忆）. */
export function WordListRecallScreen(props: ExerciseScreenProps<'wordListRecall'>) {
  return <ExerciseRunner {...props} kind="wordListRecall" plan={plan} Trial={WordListTrial} />;
}
