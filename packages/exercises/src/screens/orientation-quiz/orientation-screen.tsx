import type { OrientationQuizParams } from '@cep/contract';
import { exerciseCatalogue } from '../../catalogue';
import { ExerciseRunner, type ExerciseScreenProps } from '../runner';
import { OrientationTrial } from './orientation-trial';
import { planOrientation } from './plan';

const plan = (params: OrientationQuizParams, random: () => number) =>
  planOrientation(params, random, exerciseCatalogue.orientationQuiz.practiceTrials);

/** 定向练习. */
export function OrientationQuizScreen(props: ExerciseScreenProps<'orientationQuiz'>) {
  return <ExerciseRunner {...props} kind="orientationQuiz" plan={plan} Trial={OrientationTrial} />;
}
