import type { MentalRotationParams } from '@cep/contract';
import { Button, useMessages } from '@cep/ui';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { judgeRotation, rotationStimulus, type RotationAnswer } from '../../scoring';
import type { TrialProps } from '../runner';
import { BLANK_MS } from '../timed/timed-response-trial';
import { rotationMessages } from './messages';
import type { RotationItem } from './plan';
import { ShapeView, shapeRadius } from './shape-view';
import { cellsText } from './shapes';

const KEYS: Record<string, RotationAnswer> = {
  f: 'same',
  F: 'same',
  ArrowLeft: 'same',
  j: 'mirror',
  J: 'mirror',
  ArrowRight: 'mirror',
};

/**
 * Two shapes side by side (after a short blank, onset at their drawn frame); the right one turned,
 * and mirrored in half the pairs. Answered by the two big buttons, F / ← (same) or J / → (mirror),
 * until the window runs out.
 */
export function RotationTrial({
  stimulus: item,
  params,
  timer,
  onDone,
}: TrialProps<MentalRotationParams & { kind: 'mentalRotation' }, RotationItem>) {
  const t = useMessages(rotationMessages);
  const [shown, setShown] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const ended = useRef(false);
  const stimulus = rotationStimulus(item.answer, item.angle, cellsText(item.cells));
  const radius = shapeRadius(item.cells);

  function finish(response: string | null, rtMs: number | null) {
    if (ended.current) return;
    ended.current = true;
    onDone([{ stimulus, response, correct: judgeRotation(stimulus, response), rtMs }]);
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

  function answer(choice: RotationAnswer) {
    const rtMs = timer.respond();
    if (rtMs === null) return; // before the shapes were drawn
    finish(choice, rtMs);
  }
  const answerOnKey = useEffectEvent(answer);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const choice = KEYS[event.key];
      if (!choice || event.repeat) return;
      // Arrows would otherwise scroll the page.
      event.preventDefault();
      answerOnKey(choice);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-lg">{t.question}</p>
      <div
        data-testid="rotation-pair"
        data-drawn={drawn || undefined}
        className="flex min-h-36 w-full max-w-md items-center justify-around gap-2 rounded-lg border-2 border-border p-2 sm:min-h-44"
      >
        {shown && (
          <>
            <ShapeView
              cells={item.cells}
              angle={0}
              mirrored={false}
              radius={radius}
              label={t.left}
            />
            <ShapeView
              cells={item.cells}
              angle={item.angle}
              mirrored={item.answer === 'mirror'}
              radius={radius}
              label={t.right}
            />
          </>
        )}
      </div>
      <div role="group" aria-label={t.answers} className="grid w-full max-w-md grid-cols-2 gap-3">
        <Button size="lg" className="h-20 flex-col" onClick={() => answer('same')}>
          <span className="text-2xl">{t.same}</span>
          <span aria-hidden="true" className="text-sm text-muted-foreground">
            {t.sameKeys}
          </span>
        </Button>
        <Button size="lg" className="h-20 flex-col" onClick={() => answer('mirror')}>
          <span className="text-2xl">{t.mirror}</span>
          <span aria-hidden="true" className="text-sm text-muted-foreground">
            {t.mirrorKeys}
          </span>
        </Button>
      </div>
    </div>
  );
}
