import type { TrailMakingParams } from '@cep/contract';
import { useMessages } from '@cep/ui';
import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import type { TrialOutcome, TrialProps } from '../runner';
import { trailMessages } from './messages';
import type { TrailCircle, TrailLayout } from './plan';

/** A circle's centre in board cells. */
const centre = (circle: TrailCircle) => ({
  x: circle.col + 0.5 + circle.dx,
  y: circle.row + 0.5 + circle.dy,
});

const ARROWS: Record<string, readonly [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/** The nearest circle in an arrow's direction (within 45° of it), or none. */
function nextInDirection(
  circles: TrailCircle[],
  from: number,
  [ax, ay]: readonly [number, number],
) {
  const origin = centre(circles[from]!);
  let best: number | null = null;
  let bestDistance = Infinity;
  circles.forEach((circle, index) => {
    if (index === from) return;
    const { x, y } = centre(circle);
    const along = (x - origin.x) * ax + (y - origin.y) * ay;
    const across = Math.abs((x - origin.x) * ay - (y - origin.y) * ax);
    if (along <= 0 || across > along) return;
    const distance = along + 2 * across; // prefer straight ahead
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  });
  return best;
}

/**
 * One trail. Every tap is a trial record (label due, label tapped); its RT runs from the circles'
 * drawn frame or from the previous correct tap. A wrong tap is said and the trail goes on from the
 * last right circle. The joined circles are linked by a line. Ends at the last circle or at the
 * time limit (practice trails are untimed).
 */
export function TrailTrial({
  stimulus: layout,
  params,
  practice,
  timer,
  onDone,
}: TrialProps<TrailMakingParams & { kind: 'trailMaking' }, TrailLayout>) {
  const t = useMessages(trailMessages);
  const [reached, setReached] = useState(0);
  const [wrong, setWrong] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const records = useRef<TrialOutcome[]>([]);
  const lastCorrectAt = useRef(0);
  const ended = useRef(false);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const timeLimitMs = practice ? 0 : params.timeLimitMs;
  const total = layout.order.length;

  function end() {
    if (ended.current) return;
    ended.current = true;
    onDone(records.current);
  }
  const endOnTime = useEffectEvent(end);

  useEffect(() => {
    let limit: number | undefined;
    timer.present(() => {
      setDrawn(true);
      if (timeLimitMs > 0) limit = window.setTimeout(endOnTime, timeLimitMs);
    });
    return () => window.clearTimeout(limit);
  }, [timer, timeLimitMs]);

  function tap(label: string) {
    const elapsed = timer.respond();
    if (elapsed === null || ended.current) return; // before the frame
    if (layout.order.indexOf(label) < reached) return; // a joined circle: nothing to do
    const due = layout.order[reached]!;
    const correct = label === due;
    records.current.push({
      stimulus: due,
      response: label,
      correct,
      rtMs: elapsed - lastCorrectAt.current,
    });
    setWrong(!correct);
    if (!correct) return;
    lastCorrectAt.current = elapsed;
    if (reached + 1 === total) end();
    setReached(reached + 1);
  }

  /** An arrow key on circle `from` moves the focus to the nearest circle that way. */
  function onArrow(event: KeyboardEvent<HTMLButtonElement>, from: number) {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const next = nextInDirection(layout.circles, from, arrow);
    if (next !== null) buttons.current[next]?.focus();
  }

  const joined = layout.order
    .slice(0, reached)
    .map((label) => centre(layout.circles.find((circle) => circle.label === label)!));

  return (
    <div className="flex w-full flex-col items-center gap-3">
      <p className="text-lg" aria-live="polite">
        {reached === 0 ? t.startAt : t.reached(reached, total)}
        {timeLimitMs > 0 && (
          <span className="ms-3 text-base text-muted-foreground">
            {t.timeLimit(Math.round(timeLimitMs / 1000))}
          </span>
        )}
      </p>
      <p className="min-h-7 text-lg font-semibold text-danger" aria-live="assertive">
        {wrong ? t.wrong(reached === 0 ? null : layout.order[reached - 1]!) : ''}
      </p>
      <div
        role="group"
        aria-label={t.board}
        data-drawn={drawn || undefined}
        className="relative w-full max-w-md rounded-lg border border-border"
        style={{ aspectRatio: `${layout.cols} / ${layout.rows}` }}
      >
        <svg
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 size-full text-primary"
          viewBox={`0 0 ${layout.cols} ${layout.rows}`}
        >
          <polyline
            points={joined.map(({ x, y }) => `${x},${y}`).join(' ')}
            fill="none"
            stroke="currentColor"
            strokeWidth={0.06}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {layout.circles.map((circle, index) => {
          const done = layout.order.indexOf(circle.label) < reached;
          const { x, y } = centre(circle);
          return (
            // A round target of its own: @cep/ui's Button is a rounded box with padding.
            <button
              key={circle.label}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              data-done={done || undefined}
              aria-label={done ? `${circle.label} ${t.done}` : circle.label}
              onClick={() => tap(circle.label)}
              onKeyDown={(event) => onArrow(event, index)}
              className="absolute flex size-13 -translate-x-1/2 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full border-2 border-foreground bg-background text-xl font-semibold text-foreground select-none hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus data-done:border-primary data-done:bg-primary data-done:text-primary-foreground forced-colors:border-[ButtonText]"
              style={{ left: `${(x / layout.cols) * 100}%`, top: `${(y / layout.rows) * 100}%` }}
            >
              {circle.label}
            </button>
          );
        })}
      </div>
      <p className="text-muted-foreground">{t.keys}</p>
    </div>
  );
}
