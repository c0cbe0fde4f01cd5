import { expect, it } from 'vitest';
import { drawLive, tickStep, type LiveDrawing } from './draw-live';

/** A 2D context that records the vertical strokes drawn in the trace colour. */
function recorder() {
  const strokes: { x: number; y0: number; y1: number; colour: string }[] = [];
  const texts: string[] = [];
  let at = { x: 0, y: 0 };
  let pending: { x: number; y0: number; y1: number }[] = [];
  const context = {
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 1,
    font: '',
    textBaseline: '',
    textAlign: '',
    clearRect() {},
    beginPath() {
      pending = [];
    },
    moveTo(x: number, y: number) {
      at = { x, y };
    },
    lineTo(x: number, y: number) {
      if (x === at.x) pending.push({ x, y0: at.y, y1: y });
      at = { x, y };
    },
    stroke() {
      for (const s of pending) strokes.push({ ...s, colour: context.strokeStyle });
    },
    fillText(text: string) {
      texts.push(text);
    },
  };
  return { context: context as unknown as CanvasRenderingContext2D, strokes, texts };
}

function drawing(ring: Float32Array, overrides: Partial<LiveDrawing> = {}): LiveDrawing {
  return {
    width: 100,
    height: 120,
    pixelRatio: 1,
    sampleRate: 100,
    endSample: 1000,
    windowSeconds: 10,
    total: 1000,
    capacity: ring.length,
    lanes: [{ ring, scale: 10 }],
    markers: [],
    colours: { trace: 'trace', grid: 'grid', marker: 'marker', text: 'text' },
    ...overrides,
  };
}

it('decimates to one min/max stroke per pixel column and keeps a lone spike', () => {
  const ring = new Float32Array(2000);
  ring[555] = 10; // full scale up, in column 55 of 100 (10 samples per column)
  const { context, strokes } = recorder();
  drawLive(context, drawing(ring));
  const trace = strokes.filter((s) => s.colour === 'trace');
  expect(trace).toHaveLength(100);
  // Plot height 100 px (120 minus the 20 px axis): the lane's centre is 50, its top 0.
  const spike = trace.find((s) => s.x === 55.5)!;
  expect(spike.y0).toBe(0);
  expect(trace.filter((s) => s.y0 !== 50)).toHaveLength(1);
});

it('draws nothing where no sample has arrived yet, and the markers in the window', () => {
  const ring = new Float32Array(2000);
  const { context, strokes, texts } = recorder();
  // 2 s received, a 10 s window ending now: only the last 20 columns have samples.
  drawLive(
    context,
    drawing(ring, {
      total: 200,
      endSample: 200,
      markers: [
        { seconds: 1.5, text: 'eyes closed' },
        { seconds: -20, text: 'gone' },
      ],
    }),
  );
  expect(strokes.filter((s) => s.colour === 'trace')).toHaveLength(20);
  expect(strokes.filter((s) => s.colour === 'marker')).toHaveLength(1);
  expect(texts).toContain('eyes closed');
  expect(texts).not.toContain('gone');
  expect(texts).toContain('2 s');
});

it('spaces the time axis ticks by the window', () => {
  expect([1, 3, 5, 10, 20].map(tickStep)).toEqual([0.2, 1, 1, 2, 5]);
});
