import type { StroopParams } from '@cep/contract';
import { useMessages } from '@cep/ui';
import { exerciseCatalogue } from '../../catalogue';
import { ExerciseRunner, type ExerciseScreenProps } from '../runner';
import { stroopMessages } from './messages';
import { planStroop } from './plan';
import { StroopTrial } from './stroop-trial';

const plan = (params: StroopParams, random: () => number) =>
  planStroop(params, random, exerciseCatalogue.stroop.practiceTrials);

/** 色词干扰（Stroop）. */
export function StroopScreen(props: ExerciseScreenProps<'stroop'>) {
  const t = useMessages(stroopMessages);
  return (
    <ExerciseRunner
      {...props}
      kind="stroop"
      plan={plan}
      Trial={StroopTrial}
      note={<p className="rounded-md border border-border p-3">{t.colourIsTask}</p>}
    />
  );
}
