import { Button, useMessages } from '@cep/ui';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import type { TrialTimer } from '../../timing';
import { choiceMessages } from './messages';

export interface Choice {
  id: string;
  label: ReactNode;
}

interface ChoiceQuestionProps {
  question: ReactNode;
  /** A picture or a word shown above the answers. */
  stimulus?: ReactNode;
  choices: readonly Choice[];
  /** 0: no limit (the patient takes the time needed). */
  responseWindowMs: number;
  timer: TrialTimer;
  /** Once: the choice and its RT from the drawn frame, or null and null when time ran out. */
  onAnswer: (id: string | null, rtMs: number | null) => void;
}

/**
 * One multiple-choice question: big buttons (full width on a phone, at least 44 px) numbered 1..n,
 * and the digit keys. Answers before the question's frame is drawn are ignored.
 */
export function ChoiceQuestion({
  question,
  stimulus,
  choices,
  responseWindowMs,
  timer,
  onAnswer,
}: ChoiceQuestionProps) {
  const t = useMessages(choiceMessages);
  const [drawn, setDrawn] = useState(false);
  const ended = useRef(false);

  function finish(id: string | null, rtMs: number | null) {
    if (ended.current) return;
    ended.current = true;
    onAnswer(id, rtMs);
  }
  const timeUp = useEffectEvent(() => finish(null, null));

  useEffect(() => {
    let limit: number | undefined;
    timer.present(() => {
      setDrawn(true);
      if (responseWindowMs > 0) limit = window.setTimeout(timeUp, responseWindowMs);
    });
    return () => window.clearTimeout(limit);
  }, [timer, responseWindowMs]);

  function answer(id: string) {
    const rtMs = timer.respond();
    if (rtMs === null) return;
    finish(id, rtMs);
  }
  const answerOnKey = useEffectEvent((key: string) => {
    const choice = choices[Number(key) - 1];
    if (/^[1-9]$/.test(key) && choice) answer(choice.id);
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      answerOnKey(event.key);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div
      data-testid="choice-stimulus"
      data-drawn={drawn || undefined}
      className="flex w-full flex-col items-center gap-4"
    >
      <p className="text-center text-xl font-semibold">{question}</p>
      {stimulus}
      <div
        role="group"
        aria-label={t.answers}
        className="grid w-full max-w-xl grid-cols-1 gap-2 sm:grid-cols-2"
      >
        {choices.map((choice, index) => (
          <Button key={choice.id} size="lg" onClick={() => answer(choice.id)}>
            <span aria-hidden="true" className="text-muted-foreground tabular-nums">
              {index + 1}
            </span>
            <span className="text-xl">{choice.label}</span>
          </Button>
        ))}
      </div>
      <p className="text-muted-foreground">{t.keys(choices.length)}</p>
    </div>
  );
}
