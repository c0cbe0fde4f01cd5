/** What one frame of the live view draws; sizes in device pixels. */
export interface LiveDrawing {
  width: number;
  height: number;
  pixelRatio: number;
  sampleRate: number;
  /** Absolute sample index (fractional) at the right edge: the newest moment shown. */
  endSample: number;
  windowSeconds: number;
  /** Samples received so far and the ring's length: older ones are gone, newer ones not here. */
  total: number;
  capacity: number;
  lanes: readonly { ring: Float32Array; scale: number }[];
  markers: readonly { seconds: number; text: string }[];
  colours: { trace: string; grid: string; marker: string; text: string };
}

/** Height of the time axis under the lanes, in CSS px. */
export const AXIS_HEIGHT = 20;

/** Seconds between two ticks of the time axis for a window. */
export function tickStep(windowSeconds: number): number {
  if (windowSeconds <= 1) return 0.2;
  if (windowSeconds <= 5) return 1;
  if (windowSeconds <= 10) return 2;
  return 5;
}

/**
 * Draws the stacked lanes, the time axis (seconds since the start) and the markers. Each lane is
 * min/max-decimated to the pixel width straight from the ring: column x covers the samples from
 * `start + x·perColumn` on and is drawn as one vertical stroke from its lowest to its highest value,
 * so 160,000 points (32 × 500 Hz × 10 s) cost a few thousand strokes and no spike is lost.
 */
export function drawLive(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  d: LiveDrawing,
): void {
  const { width, height, pixelRatio, lanes } = d;
  context.clearRect(0, 0, width, height);
  const axis = Math.round(AXIS_HEIGHT * pixelRatio);
  const plot = Math.max(1, height - axis);
  const count = Math.max(1, Math.round(d.windowSeconds * d.sampleRate));
  const start = d.endSample - count;
  const perColumn = count / width;
  const oldest = Math.max(0, d.total - d.capacity);
  const laneHeight = plot / Math.max(1, lanes.length);
  context.lineWidth = Math.max(1, Math.round(pixelRatio));

  // Centre lines, one path for all lanes.
  context.strokeStyle = d.colours.grid;
  context.beginPath();
  for (let l = 0; l < lanes.length; l++) {
    const centre = Math.round(laneHeight * (l + 0.5)) + 0.5;
    context.moveTo(0, centre);
    context.lineTo(width, centre);
  }
  context.stroke();

  context.strokeStyle = d.colours.trace;
  context.beginPath();
  for (let l = 0; l < lanes.length; l++) {
    const { ring, scale } = lanes[l]!;
    const capacity = ring.length;
    const centre = laneHeight * (l + 0.5);
    const top = laneHeight * l;
    const bottom = top + laneHeight;
    const pixelsPerUnit = laneHeight / 2 / scale;
    for (let x = 0; x < width; x++) {
      let from = Math.floor(start + x * perColumn);
      let to = Math.max(from + 1, Math.floor(start + (x + 1) * perColumn));
      if (from < oldest) from = oldest;
      if (to > d.total) to = d.total;
      if (from >= to) continue;
      let lo = Infinity;
      let hi = -Infinity;
      let at = from % capacity;
      for (let i = from; i < to; i++) {
        const v = ring[at]!;
        if (v < lo) lo = v;
        if (v > hi) hi = v;
        at = at + 1 === capacity ? 0 : at + 1;
      }
      if (!(lo <= hi)) continue;
      const yHi = Math.max(top, Math.min(bottom, centre - hi * pixelsPerUnit));
      const yLo = Math.max(top, Math.min(bottom, centre - lo * pixelsPerUnit));
      context.moveTo(x + 0.5, yHi);
      context.lineTo(x + 0.5, Math.max(yLo, yHi + 1));
    }
  }
  context.stroke();

  // Time axis: ticks and labels in seconds since the start.
  const secondsPerPixel = d.windowSeconds / width;
  const endSeconds = d.endSample / d.sampleRate;
  const startSeconds = endSeconds - d.windowSeconds;
  const step = tickStep(d.windowSeconds);
  context.fillStyle = d.colours.text;
  context.strokeStyle = d.colours.grid;
  context.font = `${Math.round(11 * pixelRatio)}px system-ui, sans-serif`;
  context.textBaseline = 'top';
  context.textAlign = 'center';
  context.beginPath();
  context.moveTo(0, plot + 0.5);
  context.lineTo(width, plot + 0.5);
  for (let t = Math.ceil(startSeconds / step) * step; t <= endSeconds; t += step) {
    if (t < 0) continue;
    const x = Math.round((t - startSeconds) / secondsPerPixel) + 0.5;
    context.moveTo(x, plot);
    context.lineTo(x, plot + 4 * pixelRatio);
    context.fillText(`${Number(t.toFixed(1))} s`, x, plot + 5 * pixelRatio);
  }
  context.stroke();

  // Markers: a line through every lane at their time, their text at the top.
  if (d.markers.length > 0) {
    context.strokeStyle = d.colours.marker;
    context.fillStyle = d.colours.marker;
    context.textAlign = 'left';
    context.beginPath();
    for (const marker of d.markers) {
      if (marker.seconds < startSeconds || marker.seconds > endSeconds) continue;
      const x = Math.round((marker.seconds - startSeconds) / secondsPerPixel) + 0.5;
      context.moveTo(x, 0);
      context.lineTo(x, plot);
      context.fillText(marker.text, x + 3 * pixelRatio, 2 * pixelRatio);
    }
    context.stroke();
  }
}
