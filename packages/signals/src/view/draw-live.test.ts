import { describe, expect, it } from 'vitest';
import { drawLive, rasterLanes, tickStep, type LiveDrawing } from './draw-live';

const TRACE = 0xff0000ff;
const GRID = 0xff888888;

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

const count = (pixels: Uint32Array, value: number) => pixels.filter((p) => p === value).length;

describe('rasterLanes', () => {
  it('decimates to one min/max run per pixel column and keeps a lone spike', () => {
    const ring = new Float32Array(2000);
    ring[555] = 10; // full scale up, in column 55 of 100 (10 samples per column)
    const pixels = new Uint32Array(100 * 100);
    rasterLanes(pixels, 100, 100, drawing(ring), TRACE, GRID);
    // The flat signal sits on the centre row (50) in every column; column 55 runs up to the top.
    for (let x = 0; x < 100; x++) expect(pixels[50 * 100 + x]).toBe(TRACE);
    for (let y = 0; y < 50; y++) expect(pixels[y * 100 + 55]).toBe(TRACE);
    expect(count(pixels, TRACE)).toBe(150);
  });

  it('draws nothing where no sample has arrived yet; the centre line stays', () => {
    const ring = new Float32Array(2000);
    const pixels = new Uint32Array(100 * 100);
    // 2 s received, a 10 s window ending now: only the last 20 columns have samples.
    rasterLanes(pixels, 100, 100, drawing(ring, { total: 200, endSample: 200 }), TRACE, GRID);
    expect(count(pixels, TRACE)).toBe(20);
    expect(count(pixels, GRID)).toBe(80);
  });

  it('stacks lanes and keeps each trace inside its own lane', () => {
    const loud = Float32Array.from({ length: 2000 }, (_, i) => (i % 2 ? 1000 : -1000));
    const quiet = new Float32Array(2000);
    const pixels = new Uint32Array(100 * 100);
    const lanes = [
      { ring: loud, scale: 10 },
      { ring: quiet, scale: 10 },
    ];
    rasterLanes(pixels, 100, 100, { ...drawing(loud), lanes }, TRACE, GRID);
    // Lane 0 is rows 0–49, clipped there; lane 1's flat line is row 75.
    for (let x = 0; x < 100; x++) {
      expect(pixels[49 * 100 + x]).toBe(TRACE);
      expect(pixels[50 * 100 + x]).toBe(0);
      expect(pixels[75 * 100 + x]).toBe(TRACE);
    }
  });
});

it('draws the axis labels and the markers in the window only', () => {
  const texts: string[] = [];
  const lines: number[] = [];
  let strokeStyle = '';
  const context = {
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 1,
    font: '',
    textBaseline: '',
    textAlign: '',
    save() {},
    restore() {},
    clearRect() {},
    fillRect() {},
    getImageData: () => ({ data: [1, 2, 3, 255] }),
    createImageData: (w: number, h: number) => ({
      width: w,
      height: h,
      data: new Uint8ClampedArray(w * h * 4),
    }),
    putImageData() {},
    beginPath() {
      strokeStyle = context.strokeStyle;
    },
    moveTo(x: number, y: number) {
      if (strokeStyle === 'marker' && y === 0) lines.push(x);
    },
    lineTo() {},
    stroke() {},
    fillText(text: string) {
      texts.push(text);
    },
  };
  drawLive(
    context as unknown as CanvasRenderingContext2D,
    drawing(new Float32Array(2000), {
      total: 200,
      endSample: 200,
      markers: [
        { seconds: 1.5, text: 'eyes closed' },
        { seconds: -20, text: 'gone' },
      ],
    }),
  );
  expect(texts).toContain('eyes closed');
  expect(texts).not.toContain('gone');
  expect(texts).toContain('2 s');
  // 1.5 s in a window from -8 s to 2 s on 100 px: x = 95.
  expect(lines).toEqual([95.5]);
});

it('spaces the time axis ticks by the window', () => {
  expect([1, 3, 5, 10, 20].map(tickStep)).toEqual([0.2, 1, 1, 2, 5]);
});
