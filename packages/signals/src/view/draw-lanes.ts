import { minMaxDecimate } from './decimate';

export interface LaneColours {
  trace: string;
  grid: string;
}

/** The half-height of a lane in the channel's unit: the given scale, or the largest |value|. */
export function laneScale(samples: ArrayLike<number>, scale: number | 'auto'): number {
  if (scale !== 'auto') return scale;
  let peak = 0;
  for (let i = 0; i < samples.length; i++) {
    const v = Math.abs(samples[i]!);
    if (Number.isFinite(v) && v > peak) peak = v;
  }
  return peak > 0 ? peak : 1;
}

/**
 * Draws one lane per channel, stacked, each as min/max strokes per pixel column around the lane's
 * centre line. `width` and `height` are in device pixels.
 */
export function drawLanes(
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  lanes: readonly { samples: ArrayLike<number>; scale: number }[],
  colours: LaneColours,
  pixelRatio: number,
): void {
  context.clearRect(0, 0, width, height);
  if (lanes.length === 0) return;
  const laneHeight = height / lanes.length;
  context.lineWidth = Math.max(1, pixelRatio);
  lanes.forEach((lane, index) => {
    const centre = laneHeight * (index + 0.5);
    context.strokeStyle = colours.grid;
    context.beginPath();
    context.moveTo(0, Math.round(centre) + 0.5);
    context.lineTo(width, Math.round(centre) + 0.5);
    context.stroke();
    const { min, max } = minMaxDecimate(lane.samples, width);
    const pixelsPerUnit = laneHeight / 2 / lane.scale;
    const y = (v: number) => Math.min(height, Math.max(0, centre - v * pixelsPerUnit));
    context.strokeStyle = colours.trace;
    context.beginPath();
    for (let x = 0; x < width; x++) {
      const lo = min[x]!;
      const hi = max[x]!;
      if (Number.isNaN(lo)) continue;
      // A column is a vertical stroke from its lowest to its highest value, at least 1 px tall.
      context.moveTo(x + 0.5, y(hi));
      context.lineTo(x + 0.5, Math.max(y(lo), y(hi) + 1));
    }
    context.stroke();
  });
}
