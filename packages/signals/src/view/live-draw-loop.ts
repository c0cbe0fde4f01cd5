import { drawLive, type LiveDrawing } from './draw-live';
import type { LiveSignalBuffer } from './live-buffer';

export interface LiveDrawSettings {
  windowSeconds: number;
  /** Half-height of each lane, in its unit. */
  scales: readonly number[];
  paused: boolean;
}

export interface LiveDrawUpdate {
  settings?: LiveDrawSettings;
  /** Device pixels and the ratio to CSS pixels. */
  size?: { width: number; height: number; ratio: number };
  colours?: LiveDrawing['colours'];
}

/** The view trails the newest sample by about one device frame, so it scrolls smoothly. */
const TRAIL_SECONDS = 0.1;

/**
 * Redraws a buffer on a canvas once per animation frame while something changed, in the page or
 * in a worker (the same code on an OffscreenCanvas). Between two blocks of the device the right
 * edge moves on with the clock, so 10 blocks a second scroll at the display's rate.
 */
export class LiveDrawLoop {
  drawn = 0;
  private settings: LiveDrawSettings = { windowSeconds: 10, scales: [], paused: false };
  private size = { width: 1, height: 1, ratio: 1 };
  private colours: LiveDrawing['colours'] = {
    trace: '#1d2129',
    grid: '#86909c',
    marker: '#165dff',
    text: '#4e5969',
  };
  private readonly context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  private dirty = true;
  private pausedAt = Number.NaN;
  private lastEnd = 0;
  private seenVersion = -1;
  private frame = 0;

  constructor(
    private readonly canvas: HTMLCanvasElement | OffscreenCanvas,
    private readonly buffer: LiveSignalBuffer,
  ) {
    this.context = canvas.getContext('2d') as
      CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  }

  update(update: LiveDrawUpdate): void {
    if (update.settings) {
      if (update.settings.paused && !this.settings.paused) this.pausedAt = this.lastEnd;
      this.settings = update.settings;
    }
    if (update.size) this.size = update.size;
    if (update.colours) this.colours = update.colours;
    this.dirty = true;
  }

  start(): void {
    this.frame = requestAnimationFrame(this.draw);
  }

  stop(): void {
    cancelAnimationFrame(this.frame);
  }

  private readonly draw = (now: number): void => {
    this.frame = requestAnimationFrame(this.draw);
    const { buffer, settings, size, context } = this;
    if (!context) return;
    const rate = buffer.sampleRate;
    let end: number;
    if (settings.paused) {
      end = this.pausedAt;
    } else {
      const sinceBlock = Math.max(0, (now - buffer.receivedAt) / 1000);
      end = Math.min(buffer.total, buffer.total - TRAIL_SECONDS * rate + sinceBlock * rate);
      // Never step back within a block's jitter; jump when the stream restarts.
      if (end < this.lastEnd && this.lastEnd - end < rate) end = this.lastEnd;
    }
    end = Math.max(0, end);
    // Paused, new blocks change nothing on screen; settings, size, colours and filters do (the
    // page sends an update after a filter change).
    const changed = !settings.paused && buffer.version !== this.seenVersion;
    if (!this.dirty && end === this.lastEnd && !changed) return;
    this.dirty = false;
    this.seenVersion = buffer.version;
    this.lastEnd = end;
    if (this.canvas.width !== size.width) this.canvas.width = size.width;
    if (this.canvas.height !== size.height) this.canvas.height = size.height;
    drawLive(context, {
      width: size.width,
      height: size.height,
      pixelRatio: size.ratio,
      sampleRate: rate,
      endSample: end,
      windowSeconds: settings.windowSeconds,
      total: buffer.total,
      capacity: buffer.capacity,
      lanes: Array.from({ length: buffer.channelCount }, (_, c) => ({
        ring: buffer.shownRing(c),
        scale: settings.scales[c] ?? 1,
      })),
      markers: buffer.markers,
      colours: this.colours,
    });
    this.drawn++;
  };
}
