import type { SchulteGridParams } from '@cep/contract';
import { exerciseCatalogue } from '../../catalogue';
import { ExerciseRunner, type ExerciseScreenProps } from '../runner';
import { planSchulte } from './plan';
import { SchulteTrial } from './schulte-trial';

const plan = (params: SchulteGridParams, random: () => number) =>
  planSchulte(params, random, exerciseCatalogue.schulteGrid.practiceTrials);

/** 舒尔特方格. */
export function SchulteGridScreen(props: ExerciseScreenProps<'schulteGrid'>) {
  return <ExerciseRunner {...props} kind="schulteGrid" plan={plan} Trial={SchulteTrial} />;
}
