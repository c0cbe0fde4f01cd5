import type { GoNoGoParams } from '@cep/contract';
import { useMessages } from '@cep/ui';
import { exerciseCatalogue } from '../../catalogue';
import { judgeGoNoGo, type GoNoGoStimulus } from '../../scoring';
import { ExerciseRunner, type ExerciseScreenProps, type TrialProps } from '../runner';
import { TimedResponseTrial } from '../timed/timed-response-trial';
import { goNoGoMessages } from './messages';
import { planGoNoGo } from './plan';

const plan = (params: GoNoGoParams, random: () => number) =>
  planGoNoGo(params, random, exerciseCatalogue.goNoGo.practiceTrials);

/** Shape tells go from no-go; colour only repeats it. */
function GoNoGoTrial({
  stimulus,
  params,
  timer,
  onDone,
}: TrialProps<GoNoGoParams & { kind: 'goNoGo' }, GoNoGoStimulus>) {
  const t = useMessages(goNoGoMessages);
  const go = stimulus === 'go';
  return (
    <TimedResponseTrial
      display={
        <span
          role="img"
          aria-label={go ? t.go : t.noGo}
          className={go ? 'size-32 rounded-full bg-success' : 'text-9xl leading-none text-danger'}
        >
          {go ? null : '✕'}
        </span>
      }
      stimulus={stimulus}
      stimulusMs={params.stimulusMs}
      responseWindowMs={params.responseWindowMs}
      responseLabel={t.press}
      responseValue="press"
      judge={(response) => judgeGoNoGo(stimulus, response)}
      timer={timer}
      onDone={onDone}
    />
  );
}

/** 停止信号（Go/No-Go）. */
export function GoNoGoScreen(props: ExerciseScreenProps<'goNoGo'>) {
  return <ExerciseRunner {...props} kind="goNoGo" plan={plan} Trial={GoNoGoTrial} />;
}
