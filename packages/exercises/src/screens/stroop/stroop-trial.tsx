import type { StroopParams } from '@cep/contract';
import { Button, useLocale, useMessages } from '@cep/ui';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { judgeStroop, stroopStimulus } from '../../scoring';
import type { TrialProps } from '../runner';
import { BLANK_MS } from '../timed/timed-response-trial';
import { STROOP_COLOURS, STROOP_PANEL } from './colours';
import { stroopMessages } from './messages';
import type { StroopItem } from './plan';

/**
 * One colour word in an ink, on a fixed black panel, until an answer or the window's end. The
 * answers are named buttons with a swatch (touch, mouse), or the digit keys 1..n.
 */
export function StroopTrial({
  stimulus: item,
  params,
  timer,
  onDone,
}: TrialProps<StroopParams & { kind: 'stroop' }, StroopItem>) {
  const t = useMessages(stroopMessages);
  const locale = useLocale();
  const colours = STROOP_COLOURS.slice(0, params.colourCount);
  const word = STROOP_COLOURS.find((c) => c.id === item.word)!;
  const ink = STROOP_COLOURS.find((c) => c.id === item.ink)!;
  const [shown, setShown] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const ended = useRef(false);
  const stimulus = stroopStimulus(item.word, item.ink);

  function finish(response: string | null, rtMs: number | null) {
    if (ended.current) return;
    ended.current = true;
    onDone([{ stimulus, response, correct: judgeStroop(stimulus, response), rtMs }]);
  }
  const noResponse = useEffectEvent(() => finish(null, null));

  useEffect(() => {
    const id = window.setTimeout(() => setShown(true), BLANK_MS);
    return () => window.clearTimeout(id);
  }, []);

  useEffect(() => {
    if (!shown) return;
    let limit: number | undefined;
    timer.present(() => {
      setDrawn(true);
      limit = window.setTimeout(noResponse, params.responseWindowMs);
    });
    return () => window.clearTimeout(limit);
  }, [shown, timer, params.responseWindowMs]);

  function answer(id: string) {
    const rtMs = timer.respond();
    if (rtMs === null) return; // before the word was drawn
    finish(id, rtMs);
  }
  const answerOnKey = useEffectEvent(answer);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const index = Number(event.key) - 1;
      const colour = STROOP_COLOURS[index];
      if (!Number.isInteger(index) || index >= params.colourCount || !colour) return;
      answerOnKey(colour.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [params.colourCount]);

  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-lg">{t.question}</p>
      <div
        data-testid="stroop-word"
        data-drawn={drawn || undefined}
        className="flex h-48 w-full max-w-md items-center justify-center rounded-lg"
        style={{ backgroundColor: STROOP_PANEL }}
      >
        {shown && (
          <span className="text-8xl font-bold" style={{ color: ink.ink }}>
            {word.word[locale]}
          </span>
        )}
      </div>
      <div role="group" aria-label={t.answers} className="flex flex-wrap justify-center gap-2">
        {colours.map((colour, index) => (
          <Button key={colour.id} size="lg" onClick={() => answer(colour.id)}>
            <span
              aria-hidden="true"
              className="size-6 rounded-full border border-border"
              style={{ backgroundColor: colour.ink }}
            />
            {colour.word[locale]}
            <span aria-hidden="true" className="text-muted-foreground">
              {index + 1}
            </span>
          </Button>
        ))}
      </div>
      <p className="text-muted-foreground">{t.keys}</p>
    </div>
  );
}
