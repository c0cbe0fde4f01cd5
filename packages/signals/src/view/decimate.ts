export interface MinMaxColumns {
  min: Float64Array;
  max: Float64Array;
}

/**
 * Min/max decimation to the pixel width: for each of `columns` columns the lowest and highest
 * sample it covers, so a 10 s window of 500 Hz (5,000 points) draws as a few hundred vertical
 * strokes without losing a spike. A column that covers no sample takes its neighbour's value.
 */
export function minMaxDecimate(samples: ArrayLike<number>, columns: number): MinMaxColumns {
  const count = Math.max(0, Math.floor(columns));
  const min = new Float64Array(count).fill(Number.NaN);
  const max = new Float64Array(count).fill(Number.NaN);
  const n = samples.length;
  if (n === 0 || count === 0) return { min, max };
  for (let column = 0; column < count; column++) {
    const from = Math.floor((column * n) / count);
    const to = Math.max(from + 1, Math.floor(((column + 1) * n) / count));
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = from; i < Math.min(to, n); i++) {
      const v = samples[i]!;
      if (!Number.isFinite(v)) continue;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    if (lo <= hi) {
      min[column] = lo;
      max[column] = hi;
    } else if (column > 0) {
      min[column] = min[column - 1]!;
      max[column] = max[column - 1]!;
    }
  }
  return { min, max };
}
