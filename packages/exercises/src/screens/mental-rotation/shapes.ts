/*
 * Our own shapes: random polyominoes (squares joined edge to edge), kept only when chiral, i.e.
 * their mirror image cannot be turned into them (otherwise "same" and "mirror" would both be
 * right). Stored as "x,y;x,y;…" in the trial record.
 */

export type Cell = readonly [x: number, y: number];

const key = (cells: readonly Cell[]) =>
  [...cells]
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([x, y]) => `${x},${y}`)
    .join(';');

/** Moved so its smallest x and y are 0, in a fixed order: equal shapes give equal strings. */
export function normalise(cells: readonly Cell[]): string {
  const minX = Math.min(...cells.map(([x]) => x));
  const minY = Math.min(...cells.map(([, y]) => y));
  return key(cells.map(([x, y]) => [x - minX, y - minY] as const));
}

const quarterTurn = (cells: readonly Cell[]) => cells.map(([x, y]) => [-y, x] as const);
const mirror = (cells: readonly Cell[]) => cells.map(([x, y]) => [-x, y] as const);

/** Whether no turn of the shape equals its mirror image. */
export function isChiral(cells: readonly Cell[]): boolean {
  const mirrored = normalise(mirror(cells));
  let turned: readonly Cell[] = cells;
  for (let turn = 0; turn < 4; turn += 1) {
    if (normalise(turned) === mirrored) return false;
    turned = quarterTurn(turned);
  }
  return true;
}

/** A chiral polyomino of `size` squares, grown square by square from one. */
export function randomShape(size: number, random: () => number): Cell[] {
  for (;;) {
    const cells: Cell[] = [[0, 0]];
    while (cells.length < size) {
      const [x, y] = cells[Math.floor(random() * cells.length)]!;
      const [dx, dy] = (
        [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const
      )[Math.floor(random() * 4)]!;
      const next = [x + dx, y + dy] as const;
      if (!cells.some(([cx, cy]) => cx === next[0] && cy === next[1])) cells.push(next);
    }
    if (isChiral(cells)) return parseCells(normalise(cells));
  }
}

export function cellsText(cells: readonly Cell[]): string {
  return normalise(cells);
}

export function parseCells(text: string): Cell[] {
  return text.split(';').map((pair) => {
    const [x = 0, y = 0] = pair.split(',').map(Number);
    return [x, y] as const;
  });
}
