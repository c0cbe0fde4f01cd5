import type { PictureNamingParams } from '@cep/contract';
import { useLocale, useMessages } from '@cep/ui';
import { choiceStimulus, judgeChoice } from '../../scoring';
import { ChoiceQuestion } from '../choice/choice-question';
import type { TrialProps } from '../runner';
import { Drawing, pictureById } from './drawings';
import { pictureNamingMessages } from './messages';
import type { PictureItem } from './plan';

/** One naming or odd-one-out question; its record is "name=cup|cup,sun" and the id picked. */
export function PictureNamingTrial({
  stimulus: item,
  params,
  practice,
  timer,
  onDone,
}: TrialProps<PictureNamingParams & { kind: 'pictureNaming' }, PictureItem>) {
  const t = useMessages(pictureNamingMessages);
  const locale = useLocale();
  const answer = item.type === 'name' ? item.picture : item.odd;
  const stimulus = choiceStimulus(item.type, answer, item.choices);
  const target = item.type === 'name' ? pictureById(item.picture) : undefined;

  return (
    <ChoiceQuestion
      question={item.type === 'name' ? t.name : t.odd}
      stimulus={target && <Drawing item={target} label={t.picture} />}
      choices={item.choices.map((id) => ({ id, label: pictureById(id)?.name[locale] ?? id }))}
      responseWindowMs={practice ? 0 : params.responseWindowMs}
      timer={timer}
      onAnswer={(response, rtMs) =>
        onDone([{ stimulus, response, correct: judgeChoice(stimulus, response), rtMs }])
      }
    />
  );
}
