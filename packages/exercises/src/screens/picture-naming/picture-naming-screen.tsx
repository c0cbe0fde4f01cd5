import type { PictureNamingParams } from '@cep/contract';
import { exerciseCatalogue } from '../../catalogue';
import { ExerciseRunner, type ExerciseScreenProps } from '../runner';
import { PictureNamingTrial } from './picture-naming-trial';
import { planPictureNaming } from './plan';

const plan = (params: PictureNamingParams, random: () => number) =>
  planPictureNaming(params, random, exerciseCatalogue.pictureNaming.practiceTrials);

/** 图片命名与词语分类. */
export function PictureNamingScreen(props: ExerciseScreenProps<'pictureNaming'>) {
  return <ExerciseRunner {...props} kind="pictureNaming" plan={plan} Trial={PictureNamingTrial} />;
}
