import type { MentalRotationParams } from '@cep/contract';
import { exerciseCatalogue } from '../../catalogue';
import { ExerciseRunner, type ExerciseScreenProps } from '../runner';
import { planRotation } from './plan';
import { RotationTrial } from './rotation-trial';

const plan = (params: MentalRotationParams, random: () => number) =>
  planRotation(params, random, exerciseCatalogue.mentalRotation.practiceTrials);

/** 心理旋转. */
export function MentalRotationScreen(props: ExerciseScreenProps<'mentalRotation'>) {
  return <ExerciseRunner {...props} kind="mentalRotation" plan={plan} Trial={RotationTrial} />;
}
