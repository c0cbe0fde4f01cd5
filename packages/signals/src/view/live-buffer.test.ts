import { describe, expect, it } from 'vitest';
import { LiveSignalBuffer, type LiveBufferChange } from './live-buffer';

const ramp = (from: number, count: number) =>
  Float32Array.from({ length: count }, (_, i) => from + i);
const off = { notch: false, bandPass: false };

describe('LiveSignalBuffer', () => {
  it('keeps the newest samples in order across the end of its ring', () => {
    const buffer = new LiveSignalBuffer({
      sampleRate: 10,
      channelCount: 2,
      seconds: 1,
      filter: off,
    });
    buffer.push([ramp(0, 7), ramp(100, 7)]);
    buffer.push([ramp(7, 7), ramp(107, 7)]);
    expect(buffer.total).toBe(14);
    expect([...buffer.latestRaw(0, 10)]).toEqual([...ramp(4, 10)]);
    expect([...buffer.latestShown(1, 3)]).toEqual([111, 112, 113]);
    expect(buffer.latest(0)).toBe(13);
    // Asking for more than it holds gives what it holds.
    expect(buffer.latestRaw(0, 50)).toHaveLength(10);
    expect(buffer.seconds).toBeCloseTo(1.4);
  });

  it('filters what it shows and filters the history again when a filter changes', () => {
    const buffer = new LiveSignalBuffer({ sampleRate: 250, channelCount: 2 });
    // 2 s of pure 50 Hz hum: the notch (on by default) takes it out of the shown samples.
    const hum = Float32Array.from(
      { length: 500 },
      (_, i) => 100 * Math.sin((2 * Math.PI * 50 * i) / 250),
    );
    buffer.push([hum, hum]);
    const peak = (samples: Float32Array) => Math.max(...samples.slice(-250).map(Math.abs));
    expect(peak(buffer.latestShown(0, 500))).toBeLessThan(5);
    // The notch off on channel 1 only: its whole history shows the hum again, channel 0 does not.
    buffer.setFilter(1, { notch: false, bandPass: false });
    expect(peak(buffer.latestShown(1, 500))).toBeGreaterThan(90); // sampled 5 times a cycle, the peak read is 95
    expect(peak(buffer.latestShown(0, 500))).toBeLessThan(5);
    expect(buffer.filterOf(1)).toEqual(off);
    expect(buffer.filterOf(0)).toEqual({ notch: true, bandPass: true });
    buffer.setFilter('all', { notch: true });
    expect(buffer.filterOf(1)).toEqual({ notch: true, bandPass: false });
  });

  it('tells subscribers every block, filter change and marker, until they leave', () => {
    const buffer = new LiveSignalBuffer({ sampleRate: 10, channelCount: 1 });
    const seen: LiveBufferChange['type'][] = [];
    const leave = buffer.subscribe((change) => seen.push(change.type));
    buffer.push([ramp(0, 3)]);
    buffer.setFilter(0, { notch: false });
    buffer.addMarker({ seconds: 0.2, text: 'eyes closed' });
    leave();
    buffer.push([ramp(3, 3)]);
    expect(seen).toEqual(['block', 'filter', 'marker']);
    expect(buffer.markers).toEqual([{ seconds: 0.2, text: 'eyes closed' }]);
  });

  it('gives each channel its quality from its impedance (< 20 good, ≤ 50 serviceable)', () => {
    const buffer = new LiveSignalBuffer({ sampleRate: 10, channelCount: 4 });
    buffer.setImpedances([19.9, 50, 50.1, undefined]);
    expect([0, 1, 2, 3].map((c) => buffer.qualityOf(c))).toEqual([
      'good',
      'serviceable',
      'poor',
      undefined,
    ]);
    expect(buffer.impedanceOf(1)).toBe(50);
  });

  it('has nothing to show before the first block', () => {
    const buffer = new LiveSignalBuffer({ sampleRate: 10, channelCount: 1 });
    expect(Number.isNaN(buffer.latest(0))).toBe(true);
    expect(buffer.latestShown(0, 10)).toHaveLength(0);
  });
});
