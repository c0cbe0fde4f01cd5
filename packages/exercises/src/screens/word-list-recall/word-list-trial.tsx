import type { WordListRecallParams } from '@cep/contract';
import { Button, useLocale, useMessages } from '@cep/ui';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { wordListStimulus } from '../../scoring';
import { ChoiceQuestion } from '../choice/choice-question';
import { MarkGrid } from '../marking/mark-grid';
import { useMarks } from '../marking/use-marks';
import type { TrialProps } from '../runner';
import { wordListMessages } from './messages';
import type { WordListStep } from './plan';
import { wordById } from './words';

type Props = TrialProps<WordListRecallParams & { kind: 'wordListRecall' }, WordListStep>;

/** One step: a word to study, a counting question, or a list to pick the studied words from. */
export function WordListTrial(props: Props) {
  switch (props.stimulus.step) {
    case 'study':
      return <StudyWord {...props} word={props.stimulus.word} />;
    case 'count':
      return <CountDots {...props} dots={props.stimulus.dots} choices={props.stimulus.choices} />;
    case 'recognise':
      return <Recognise {...props} step={props.stimulus} />;
  }
}

/** The word alone, large, for `stimulusMs` from its drawn frame; studying gives no record. */
function StudyWord({ word, params, timer, onDone }: Props & { word: string }) {
  const t = useMessages(wordListMessages);
  const locale = useLocale();
  const [drawn, setDrawn] = useState(false);
  const next = useEffectEvent(() => onDone([]));

  useEffect(() => {
    let shown: number | undefined;
    timer.present(() => {
      setDrawn(true);
      shown = window.setTimeout(next, params.stimulusMs);
    });
    return () => window.clearTimeout(shown);
  }, [timer, params.stimulusMs]);

  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-lg">{t.study}</p>
      <p
        data-testid="study-word"
        data-drawn={drawn || undefined}
        className="flex h-40 w-full max-w-md items-center justify-center rounded-lg border border-border text-7xl font-bold"
      >
        {wordById(word)?.text[locale] ?? word}
      </p>
    </div>
  );
}

/** The filler: count the dots (not scored, no record). */
function CountDots({ dots, choices, timer, onDone }: Props & { dots: number; choices: number[] }) {
  const t = useMessages(wordListMessages);
  return (
    <ChoiceQuestion
      question={t.count}
      stimulus={
        <>
          <svg
            viewBox="0 0 200 80"
            role="img"
            aria-label={t.count}
            className="h-24 w-full max-w-sm text-foreground"
          >
            {Array.from({ length: dots }, (_, i) => (
              <circle
                key={i}
                cx={20 + (i % 5) * 40}
                cy={i < 5 ? 22 : 58}
                r={12}
                fill="currentColor"
              />
            ))}
          </svg>
          <p className="text-muted-foreground">{t.countNote}</p>
        </>
      }
      choices={choices.map((n) => ({ id: String(n), label: String(n) }))}
      responseWindowMs={0}
      timer={timer}
      onAnswer={() => onDone([])}
    />
  );
}

/** Pick the studied words among the foils; one record per word offered (see scoring). */
function Recognise({
  step,
  params,
  practice,
  timer,
  onDone,
}: Props & { step: Extract<WordListStep, { step: 'recognise' }> }) {
  const t = useMessages(wordListMessages);
  const locale = useLocale();
  const [drawn, setDrawn] = useState(false);
  const { marked, toggle, timeOf } = useMarks(timer);
  const ended = useRef(false);
  const limitMs = practice ? 0 : params.responseWindowMs;

  function finish() {
    if (ended.current) return;
    ended.current = true;
    onDone(
      step.words.map(({ word, studied }) => {
        const on = marked.has(word);
        return {
          stimulus: wordListStimulus(step.stage, studied, word),
          response: on ? 'mark' : null,
          correct: studied === on,
          rtMs: on ? timeOf(word) : null,
        };
      }),
    );
  }
  const finishOnTime = useEffectEvent(finish);

  useEffect(() => {
    let limit: number | undefined;
    timer.present(() => {
      setDrawn(true);
      if (limitMs > 0) limit = window.setTimeout(finishOnTime, limitMs);
    });
    return () => window.clearTimeout(limit);
  }, [timer, limitMs]);

  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-center text-xl font-semibold">
        {step.stage === 'immediate' ? t.immediate : t.delayed}
      </p>
      <MarkGrid
        cells={step.words.map(({ word }) => {
          const text = wordById(word)?.text[locale] ?? word;
          return { id: word, label: text, name: text };
        })}
        columns={3}
        marked={marked}
        onToggle={toggle}
        label={t.words}
        drawn={drawn}
        testId="recognition-grid"
        cellRem={5.5}
      />
      <p className="text-muted-foreground">
        {t.marked(marked.size)} · {t.keys}
      </p>
      <Button size="lg" variant="primary" onClick={finish}>
        {t.done}
      </Button>
    </div>
  );
}
