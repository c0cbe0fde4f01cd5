import type { TrailMakingParams } from '@cep/contract';
import { exerciseCatalogue } from '../../catalogue';
import { ExerciseRunner, type ExerciseScreenProps } from '../runner';
import { planTrail } from './plan';
import { TrailTrial } from './trail-trial';

const plan = (params: TrailMakingParams, random: () => number) =>
  planTrail(params, random, exerciseCatalogue.trailMaking.practiceTrials);

/** 连线测验. */
export function TrailMakingScreen(props: ExerciseScreenProps<'trailMaking'>) {
  return <ExerciseRunner {...props} kind="trailMaking" plan={plan} Trial={TrailTrial} />;
}
