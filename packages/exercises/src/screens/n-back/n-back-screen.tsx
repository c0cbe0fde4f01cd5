import type { NBackParams } from '@cep/contract';
import { useMessages } from '@cep/ui';
import { exerciseCatalogue } from '../../catalogue';
import { ExerciseRunner, type ExerciseScreenProps, type TrialProps } from '../runner';
import { TimedResponseTrial } from '../timed/timed-response-trial';
import { nBackMessages } from './messages';
import { planNBack, type NBackStimulus } from './plan';

const plan = (params: NBackParams, random: () => number) =>
  planNBack(params, random, exerciseCatalogue.nBack.practiceTrials);

function NBackTrial({
  stimulus,
  params,
  timer,
  onDone,
}: TrialProps<NBackParams & { kind: 'nBack' }, NBackStimulus>) {
  const t = useMessages(nBackMessages);
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-lg">{t.rule(params.n)}</p>
      <TimedResponseTrial
        display={<span className="text-8xl font-semibold">{stimulus.letter}</span>}
        stimulus={stimulus.letter}
        stimulusMs={params.stimulusMs}
        responseWindowMs={params.responseWindowMs}
        responseLabel={t.same}
        responseValue="match"
        judge={(response) => stimulus.target === (response !== null)}
        timer={timer}
        onDone={onDone}
      />
    </div>
  );
}

/** N-back 记忆 (n = 1..3 by level). */
export function NBackScreen(props: ExerciseScreenProps<'nBack'>) {
  return <ExerciseRunner {...props} kind="nBack" plan={plan} Trial={NBackTrial} />;
}
