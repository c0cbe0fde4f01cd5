import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MarkCell {
  id: string;
  label: ReactNode;
  /** What a screen reader says for the cell (its character or word). */
  name: string;
}

interface MarkGridProps {
  cells: readonly MarkCell[];
  columns: number;
  marked: ReadonlySet<string>;
  onToggle: (id: string) => void;
  label: string;
  /** Set once the grid's onset frame is drawn (the bench and the e2e driver wait for it). */
  drawn: boolean;
  testId: string;
  /** Minimum cell width in rem: characters fit 2.75 rem (44 px), words need more. */
  cellRem?: number;
}

/**
 * A grid of toggle buttons to mark (cancellation, recognition). One tab stop: the arrow keys move
 * between cells (roving focus), Home / End go to the first / last, Space or Enter marks or unmarks;
 * a tap does the same. Cells are at least 44 px, six columns fit a 375 px wide phone.
 */
export function MarkGrid({
  cells,
  columns,
  marked,
  onToggle,
  label,
  drawn,
  testId,
  cellRem = 2.75,
}: MarkGridProps) {
  const [focus, setFocus] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function move(to: number) {
    const next = Math.min(Math.max(to, 0), cells.length - 1);
    setFocus(next);
    buttons.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const steps: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
    };
    if (event.key in steps) {
      event.preventDefault();
      move(focus + steps[event.key]!);
    } else if (event.key === 'Home') {
      event.preventDefault();
      move(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      move(cells.length - 1);
    }
  }

  return (
    <div
      role="group"
      aria-label={label}
      data-testid={testId}
      data-drawn={drawn || undefined}
      className="grid gap-1 sm:gap-2"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(${cellRem}rem, auto))` }}
    >
      {cells.map((cell, index) => {
        const on = marked.has(cell.id);
        return (
          <button
            key={cell.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            tabIndex={index === focus ? 0 : -1}
            aria-pressed={on}
            aria-label={cell.name}
            onFocus={() => setFocus(index)}
            onKeyDown={onKeyDown}
            onClick={() => onToggle(cell.id)}
            className={[
              'flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border-2 px-1 text-2xl select-none',
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
              on
                ? 'border-primary bg-primary-subtle font-bold line-through decoration-4 hc:border-foreground'
                : 'border-border bg-background text-foreground hover:bg-muted',
            ].join(' ')}
          >
            {cell.label}
          </button>
        );
      })}
    </div>
  );
}
