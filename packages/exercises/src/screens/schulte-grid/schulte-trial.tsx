import type { SchulteGridParams } from '@cep/contract';
import { Button, useMessages } from '@cep/ui';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { TrialOutcome, TrialProps } from '../runner';
import { schulteMessages } from './messages';
import type { SchulteLayout } from './plan';

/**
 * One grid. Every tap is a trial record (looked-for number, tapped number); its RT runs from the
 * grid's drawn frame, or from the previous correct tap. The grid ends at the last number or at
 * the time limit (practice grids are untimed).
 */
export function SchulteTrial({
  stimulus: layout,
  params,
  practice,
  timer,
  onDone,
}: TrialProps<SchulteGridParams & { kind: 'schulteGrid' }, SchulteLayout>) {
  const t = useMessages(schulteMessages);
  const size = Math.round(Math.sqrt(layout.length));
  const [target, setTarget] = useState(1);
  // Set at the drawn frame: taps before it (no onset yet) are ignored.
  const [drawn, setDrawn] = useState(false);
  const records = useRef<TrialOutcome[]>([]);
  const lastCorrectAt = useRef(0);
  const ended = useRef(false);
  const timeLimitMs = practice ? 0 : params.timeLimitMs;

  function end() {
    if (ended.current) return;
    ended.current = true;
    onDone(records.current);
  }
  // The time limit's timer must call the latest `onDone`, without restarting on every render.
  const endOnTime = useEffectEvent(end);

  useEffect(() => {
    let limit: number | undefined;
    timer.present(() => {
      setDrawn(true);
      if (timeLimitMs > 0) limit = window.setTimeout(endOnTime, timeLimitMs);
    });
    return () => window.clearTimeout(limit);
  }, [timer, timeLimitMs]);

  function tap(number: number) {
    const elapsed = timer.respond();
    if (elapsed === null || ended.current || number < target) return; // before the frame, or a found one
    const correct = number === target;
    records.current.push({
      stimulus: String(target),
      response: String(number),
      correct,
      rtMs: elapsed - lastCorrectAt.current,
    });
    if (!correct) return;
    lastCorrectAt.current = elapsed;
    if (target === layout.length) end();
    else setTarget(target + 1);
  }

  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-xl font-semibold" aria-live="polite">
        {t.find(target)}
        {timeLimitMs > 0 && (
          <span className="ms-3 text-base font-normal text-muted-foreground">
            {t.timeLimit(Math.round(timeLimitMs / 1000))}
          </span>
        )}
      </p>
      <div
        role="group"
        aria-label={t.grid}
        data-drawn={drawn || undefined}
        className="grid gap-2"
        style={{ gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))` }}
      >
        {layout.map((number) => {
          const found = number < target;
          return (
            <Button
              key={number}
              size="lg"
              shape="compact"
              data-found={found || undefined}
              aria-label={found ? `${number} ${t.found}` : String(number)}
              onClick={() => tap(number)}
              className="data-found:line-through data-found:opacity-60"
            >
              <span className="text-2xl tabular-nums">{number}</span>
            </Button>
          );
        })}
      </div>
    </div>
  );
}
