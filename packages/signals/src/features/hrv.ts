/**
 * Time-domain heart rate variability over a recording (Task Force, Eur Heart J 1996;17:354):
 * SDNN, the standard deviation of the beat intervals, and RMSSD, the root mean square of the
 * differences of successive intervals, both in ms. Null when there are too few intervals.
 */
export interface HeartRateVariability {
  sdnnMs: number | null;
  rmssdMs: number | null;
  intervals: number;
}

export function heartRateVariability(intervalsMs: readonly number[]): HeartRateVariability {
  const n = intervalsMs.length;
  let sdnnMs: number | null = null;
  if (n >= 2) {
    const mean = intervalsMs.reduce((s, v) => s + v, 0) / n;
    sdnnMs = Math.sqrt(intervalsMs.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1));
  }
  let rmssdMs: number | null = null;
  if (n >= 2) {
    let sum = 0;
    for (let i = 1; i < n; i++) sum += (intervalsMs[i]! - intervalsMs[i - 1]!) ** 2;
    rmssdMs = Math.sqrt(sum / (n - 1));
  }
  return { sdnnMs, rmssdMs, intervals: n };
}
