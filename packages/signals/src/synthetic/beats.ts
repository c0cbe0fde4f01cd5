import { gaussian, seededRandom } from './random';

/** Beat times (s) at `bpm` with Gaussian interval jitter (ms, SD), from `seed`. */
export function syntheticBeatTimes(
  seconds: number,
  bpm: number,
  jitterMs: number,
  seed: number,
): number[] {
  const normal = gaussian(seededRandom(seed));
  const times: number[] = [];
  const mean = 60 / bpm;
  for (let t = 0.3; t < seconds; t += Math.max(0.25, mean + (normal() * jitterMs) / 1000)) {
    times.push(t);
  }
  return times;
}
