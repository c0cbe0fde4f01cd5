import type { OrientationQuizParams } from '@cep/contract';
import { useLocale, useMessages } from '@cep/ui';
import { useState } from 'react';
import { choiceStimulus, judgeChoice } from '../../scoring';
import { ChoiceQuestion } from '../choice/choice-question';
import { seededRandom, type TrialProps } from '../runner';
import { orientationMessages } from './messages';
import type { OrientationItem } from './plan';
import { answerLabel, choicesOf, truthOf } from './topics';

/**
 * One question. Its answers come from the clock when it is shown; the record's true answer is read
 * from the clock when the patient answers (or when time runs out), so an answer is judged by the
 * day and hour it was given in: "weekday=3|2,3,4,5" and the answer picked.
 */
export function OrientationTrial({
  stimulus: item,
  params,
  practice,
  timer,
  onDone,
}: TrialProps<OrientationQuizParams & { kind: 'orientationQuiz' }, OrientationItem>) {
  const t = useMessages(orientationMessages);
  const locale = useLocale();
  const [choices] = useState(() =>
    choicesOf(item.topic, Date.now(), practice ? 2 : params.choices, seededRandom(item.seed)),
  );

  return (
    <div className="flex w-full flex-col items-center gap-2">
      <ChoiceQuestion
        question={t.question[item.topic]}
        choices={choices.map((id) => ({
          id,
          label: answerLabel(item.topic, id, locale, params.place),
        }))}
        responseWindowMs={practice ? 0 : params.responseWindowMs}
        timer={timer}
        onAnswer={(response, rtMs) => {
          const stimulus = choiceStimulus(item.topic, truthOf(item.topic, Date.now()), choices);
          onDone([{ stimulus, response, correct: judgeChoice(stimulus, response), rtMs }]);
        }}
      />
      <p className="text-muted-foreground">{t.clockNote}</p>
    </div>
  );
}
