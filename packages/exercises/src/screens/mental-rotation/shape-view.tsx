import type { Cell } from './shapes';

/**
 * A shape in its own square SVG, turned by `angle` degrees about its centre and mirrored left to
 * right when asked. `radius` (in squares) is shared by both shapes of a pair, so they are drawn
 * at the same scale whatever the turn.
 */
export function ShapeView({
  cells,
  angle,
  mirrored,
  radius,
  label,
}: {
  cells: readonly Cell[];
  angle: number;
  mirrored: boolean;
  radius: number;
  label: string;
}) {
  const cx = (Math.min(...cells.map(([x]) => x)) + Math.max(...cells.map(([x]) => x)) + 1) / 2;
  const cy = (Math.min(...cells.map(([, y]) => y)) + Math.max(...cells.map(([, y]) => y)) + 1) / 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-radius} ${-radius} ${radius * 2} ${radius * 2}`}
      className="size-36 text-foreground sm:size-44"
    >
      <g
        data-testid="rotation-shape"
        transform={`rotate(${angle}) scale(${mirrored ? -1 : 1} 1) translate(${-cx} ${-cy})`}
      >
        {cells.map(([x, y]) => (
          <rect
            key={`${x},${y}`}
            x={x}
            y={y}
            width={1}
            height={1}
            fill="currentColor"
            fillOpacity={0.25}
            stroke="currentColor"
            strokeWidth={0.08}
          />
        ))}
      </g>
    </svg>
  );
}

/** The radius (in squares) that holds the shape at any turn: its farthest corner from the centre. */
export function shapeRadius(cells: readonly Cell[]): number {
  const xs = cells.map(([x]) => x);
  const ys = cells.map(([, y]) => y);
  const width = Math.max(...xs) + 1 - Math.min(...xs);
  const height = Math.max(...ys) + 1 - Math.min(...ys);
  return Math.hypot(width, height) / 2 + 0.2;
}
