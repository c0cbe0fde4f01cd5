import type { DigitSpanParams } from '@cep/contract';
import { exerciseCatalogue } from '../../catalogue';
import { ExerciseRunner, type ExerciseScreenProps } from '../runner';
import { DigitSpanTrial } from './digit-span-trial';
import { planDigitSpan } from './plan';

const planForward = (params: DigitSpanParams, random: () => number) =>
  planDigitSpan(params, random, exerciseCatalogue.digitSpanForward.practiceTrials);
const planBackward = (params: DigitSpanParams, random: () => number) =>
  planDigitSpan(params, random, exerciseCatalogue.digitSpanBackward.practiceTrials);

/** 数字广度（顺背）. */
export function DigitSpanForwardScreen(props: ExerciseScreenProps<'digitSpanForward'>) {
  return (
    <ExerciseRunner {...props} kind="digitSpanForward" plan={planForward} Trial={DigitSpanTrial} />
  );
}

/** 数字广度（倒背）. */
export function DigitSpanBackwardScreen(props: ExerciseScreenProps<'digitSpanBackward'>) {
  return (
    <ExerciseRunner
      {...props}
      kind="digitSpanBackward"
      plan={planBackward}
      Trial={DigitSpanTrial}
    />
  );
}
