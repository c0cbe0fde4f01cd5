import type { SymbolDigitParams } from '@cep/contract';
import { exerciseCatalogue } from '../../catalogue';
import { ExerciseRunner, type ExerciseScreenProps } from '../runner';
import { planSymbolDigit } from './plan';
import { SymbolDigitTrial } from './symbol-digit-trial';

const plan = (params: SymbolDigitParams, random: () => number) =>
  planSymbolDigit(params, random, exerciseCatalogue.symbolDigit.practiceTrials);

/** 符号数字转换. */
export function SymbolDigitScreen(props: ExerciseScreenProps<'symbolDigit'>) {
  return <ExerciseRunner {...props} kind="symbolDigit" plan={plan} Trial={SymbolDigitTrial} />;
}
