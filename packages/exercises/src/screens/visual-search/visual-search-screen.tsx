import type { VisualSearchParams } from '@cep/contract';
import { exerciseCatalogue } from '../../catalogue';
import { ExerciseRunner, type ExerciseScreenProps } from '../runner';
import { planVisualSearch } from './plan';
import { VisualSearchTrial } from './visual-search-trial';

const plan = (params: VisualSearchParams, random: () => number) =>
  planVisualSearch(params, random, exerciseCatalogue.visualSearch.practiceTrials);

/** 视觉搜索（划消）. */
export function VisualSearchScreen(props: ExerciseScreenProps<'visualSearch'>) {
  return <ExerciseRunner {...props} kind="visualSearch" plan={plan} Trial={VisualSearchTrial} />;
}
