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
 * Rasterises the lanes into `pixels` (one 32-bit RGBA value per pixel, `width` per row, `height`
 * rows: the plot above the axis): each lane's centre line, then for each pixel column the samples
 * it covers, min/max-decimated straight from the ring, as one vertical run from the lowest to the
 * highest value. Writing pixels rather than stroking paths keeps 32 lanes × ~1,000 columns a few
 * hundred thousand array writes a frame, cheap enough for 60 fps in a worker without a GPU.
 */
export function rasterLanes(
  pixels: Uint32Array,
  width: number,
  height: number,
  d: Pick<
    LiveDrawing,
    'endSample' | 'windowSeconds' | 'sampleRate' | 'total' | 'capacity' | 'lanes'
  >,
  trace: number,
  grid: number,
): void {
  pixels.fill(0);
  const lanes = d.lanes;
  if (lanes.length === 0 || width <= 0 || height <= 0) return;
  const count = Math.max(1, Math.round(d.windowSeconds * d.sampleRate));
  const start = d.endSample - count;
  const perColumn = count / width;
  const oldest = Math.max(0, d.total - d.capacity);
  const laneHeight = height / lanes.length;
  for (let l = 0; l < lanes.length; l++) {
    const { ring, scale } = lanes[l]!;
    const capacity = ring.length;
    const centre = laneHeight * (l + 0.5);
    const top = Math.ceil(laneHeight * l);
    const bottom = Math.min(height - 1, Math.floor(laneHeight * (l + 1)) - 1);
    const row = Math.min(height - 1, Math.round(centre));
    pixels.fill(grid, row * width, row * width + width);
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
      let yHi = Math.round(centre - hi * pixelsPerUnit);
      let yLo = Math.round(centre - lo * pixelsPerUnit);
      if (yHi < top) yHi = top;
      if (yLo > bottom) yLo = bottom;
      if (yHi > bottom) yHi = bottom;
      if (yLo < yHi) yLo = yHi;
      for (let y = yHi; y <= yLo; y++) pixels[y * width + x] = trace;
    }
  }
}

/** A CSS colour as one little-endian RGBA pixel value (what a Uint32Array over ImageData holds). */
export function packColour(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  css: string,
): number {
  context.save();
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = css;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
  context.restore();
  return ((a! << 24) | (b! << 16) | (g! << 8) | r!) >>> 0;
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
const images = new WeakMap<Context2D, { image: ImageData; pixels: Uint32Array }>();
const packed = new WeakMap<Context2D, { key: string; trace: number; grid: number }>();

/**
 * Draws one frame: the lanes (rasterised, see `rasterLanes`), then the time axis (seconds since
 * the start) and the markers as lines through every lane with their text at the top.
 */
export function drawLive(context: Context2D, d: LiveDrawing): void {
  const { width, height, pixelRatio } = d;
  const axis = Math.round(AXIS_HEIGHT * pixelRatio);
  const plot = Math.max(1, height - axis);
  const key = `${d.colours.trace}|${d.colours.grid}`;
  let colours = packed.get(context);
  if (colours?.key !== key) {
    colours = {
      key,
      trace: packColour(context, d.colours.trace),
      grid: packColour(context, d.colours.grid),
    };
    packed.set(context, colours);
  }
  context.clearRect(0, 0, width, height);
  let cached = images.get(context);
  if (cached?.image.width !== width || cached.image.height !== plot) {
    const image = context.createImageData(width, plot);
    cached = { image, pixels: new Uint32Array(image.data.buffer) };
    images.set(context, cached);
  }
  rasterLanes(cached.pixels, width, plot, d, colours.trace, colours.grid);
  context.putImageData(cached.image, 0, 0);

  // Time axis: ticks and labels in seconds since the start.
  context.lineWidth = Math.max(1, Math.round(pixelRatio));
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
