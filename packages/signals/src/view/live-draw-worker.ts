/*
 * The live view's drawing worker: a copy of the page's buffer (blocks, filters and markers are
 * forwarded as they happen) drawn on the view's OffscreenCanvas, so neither the decimation nor the
 * rasterising of 32 lanes at 60 frames a second takes the page's main thread.
 */
import {
  LiveSignalBuffer,
  type LiveBufferChange,
  type LiveFilter,
  type LiveMarker,
} from './live-buffer';
import { LiveDrawLoop, type LiveDrawUpdate } from './live-draw-loop';

export type LiveDrawMessage =
  | {
      type: 'init';
      canvas: OffscreenCanvas;
      sampleRate: number;
      channelCount: number;
      filters: LiveFilter[];
      /** The raw samples the page's buffer holds, per channel, oldest first. */
      history: Float32Array[];
      markers: LiveMarker[];
      update: LiveDrawUpdate;
    }
  | { type: 'change'; change: LiveBufferChange }
  | { type: 'update'; update: LiveDrawUpdate };

/** What the worker tells the page: how many frames it has drawn (the bench reads it). */
export interface LiveDrawReport {
  drawn: number;
}

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<LiveDrawMessage>) => void) | null;
  postMessage(message: LiveDrawReport): void;
};

let buffer: LiveSignalBuffer | null = null;
let loop: LiveDrawLoop | null = null;

scope.onmessage = ({ data }) => {
  if (data.type === 'init') {
    buffer = new LiveSignalBuffer({
      sampleRate: data.sampleRate,
      channelCount: data.channelCount,
      filter: data.filters[0],
    });
    data.filters.forEach((filter, c) => buffer!.setFilter(c, filter));
    if ((data.history[0]?.length ?? 0) > 0) buffer.push(data.history);
    for (const marker of data.markers) buffer.addMarker(marker);
    loop = new LiveDrawLoop(data.canvas, buffer);
    loop.update(data.update);
    loop.start();
    setInterval(() => scope.postMessage({ drawn: loop!.drawn }), 500);
  } else if (data.type === 'change' && buffer) {
    const { change } = data;
    if (change.type === 'block') buffer.push(change.block);
    else if (change.type === 'filter') buffer.setFilter(change.channel, change.change);
    else buffer.addMarker(change.marker);
  } else if (data.type === 'update') {
    loop?.update(data.update);
  }
};
