import type { VisualSearchParams } from '@cep/contract';
import { Button, useMessages } from '@cep/ui';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { visualSearchStimulus } from '../../scoring';
import { MarkGrid } from '../marking/mark-grid';
import { useMarks } from '../marking/use-marks';
import type { TrialOutcome, TrialProps } from '../runner';
import { visualSearchMessages } from './messages';
import type { SearchGrid } from './plan';

/**
 * One grid to cancel. It ends at “Done” or at the time limit (practice grids are untimed) with one
 * record per target and per marked distractor (see scoring/visual-search.ts).
 */
export function VisualSearchTrial({
  stimulus: grid,
  params,
  practice,
  timer,
  onDone,
}: TrialProps<VisualSearchParams & { kind: 'visualSearch' }, SearchGrid>) {
  const t = useMessages(visualSearchMessages);
  const [drawn, setDrawn] = useState(false);
  const { marked, toggle, timeOf } = useMarks(timer);
  const ended = useRef(false);
  const timeLimitMs = practice ? 0 : params.timeLimitMs;

  function finish() {
    if (ended.current) return;
    ended.current = true;
    const outcomes: TrialOutcome[] = [];
    grid.cells.forEach((character, cell) => {
      const id = String(cell);
      const target = character === grid.target;
      const on = marked.has(id);
      if (!target && !on) return;
      outcomes.push({
        stimulus: visualSearchStimulus({ grid: grid.index, target, cell, character }),
        response: on ? 'mark' : null,
        correct: target === on,
        rtMs: on ? timeOf(id) : null,
      });
    });
    onDone(outcomes);
  }
  const finishOnTime = useEffectEvent(finish);

  useEffect(() => {
    let limit: number | undefined;
    timer.present(() => {
      setDrawn(true);
      if (timeLimitMs > 0) limit = window.setTimeout(finishOnTime, timeLimitMs);
    });
    return () => window.clearTimeout(limit);
  }, [timer, timeLimitMs]);

  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-xl font-semibold">
        {t.find}
        <span data-testid="search-target" className="mx-2 text-4xl">
          {grid.target}
        </span>
        {timeLimitMs > 0 && (
          <span className="ms-3 text-base font-normal text-muted-foreground">
            {t.timeLimit(Math.round(timeLimitMs / 1000))}
          </span>
        )}
      </p>
      <MarkGrid
        cells={grid.cells.map((character, cell) => ({
          id: String(cell),
          label: character,
          name: character,
        }))}
        columns={grid.columns}
        marked={marked}
        onToggle={toggle}
        label={t.grid}
        drawn={drawn}
        testId="search-grid"
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
