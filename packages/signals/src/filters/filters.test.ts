import { describe, expect, it } from 'vitest';
import { cascadeGain } from './biquad';
import { butterworthLowPass } from './butterworth';
import { createChannelFilter, defaultEegFilter, toDecibels } from './channel-filter';

function sine(frequency: number, sampleRate: number, seconds: number, amplitude = 1) {
  return Float64Array.from(
    { length: Math.round(sampleRate * seconds) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate),
  );
}

/** Peak amplitude of the last `seconds` of a signal (after the filter settled). */
function tailAmplitude(signal: Float64Array, sampleRate: number, seconds: number) {
  const tail = signal.subarray(signal.length - Math.round(sampleRate * seconds));
  return Math.max(...tail.map(Math.abs));
}

describe.each([250, 500])('EEG filter at %i Hz', (sampleRate) => {
  const filter = () => createChannelFilter({ sampleRate, ...defaultEegFilter });

  it('removes 50 Hz deeply (notch)', () => {
    expect(toDecibels(filter().gainAt(50))).toBeLessThan(-40);
  });

  it('is -3 dB at the band edges 0.5 and 45 Hz', () => {
    expect(toDecibels(filter().gainAt(0.5))).toBeCloseTo(-3.01, 0);
    expect(toDecibels(filter().gainAt(45))).toBeGreaterThan(-3.6);
    expect(toDecibels(filter().gainAt(45))).toBeLessThan(-2.9);
  });

  it('passes the EEG bands and stops outside them', () => {
    for (const f of [2, 6, 10, 20, 30])
      expect(Math.abs(toDecibels(filter().gainAt(f)))).toBeLessThan(0.5);
    expect(toDecibels(filter().gainAt(0.05))).toBeLessThan(-35);
    expect(toDecibels(filter().gainAt(100))).toBeLessThan(-20);
  });

  it('filtering real samples matches the response: 50 Hz gone, 10 Hz alpha kept', () => {
    const mains = filter().process(sine(50, sampleRate, 4, 100));
    expect(tailAmplitude(mains, sampleRate, 1)).toBeLessThan(1);
    const alpha = filter().process(sine(10, sampleRate, 8, 20));
    expect(tailAmplitude(alpha, sampleRate, 1)).toBeGreaterThan(19.5);
    expect(tailAmplitude(alpha, sampleRate, 1)).toBeLessThan(20.5);
  });

  it('gives the same output in 100 ms frames as in one block (state carries over)', () => {
    const input = sine(7, sampleRate, 3, 10).map((v, i) => v + 30 * Math.sin(i / 3));
    const whole = filter().process(input);
    const live = filter();
    const frames: number[] = [];
    const step = sampleRate / 10;
    for (let i = 0; i < input.length; i += step)
      frames.push(...live.process(input.subarray(i, i + step)));
    frames.forEach((v, i) => expect(v).toBeCloseTo(whole[i]!, 9));
  });
});

describe('biquads', () => {
  it('low-pass has unit gain at DC', () => {
    expect(cascadeGain(butterworthLowPass(2, 10, 250), 0, 250)).toBeCloseTo(1, 9);
  });

  it('leaves out a notch above Nyquist (PPG at 64 Hz) instead of failing', () => {
    const ppg = createChannelFilter({ sampleRate: 64, notchHz: 50, bandPass: [0.5, 8], order: 2 });
    expect(Math.abs(toDecibels(ppg.gainAt(1.2)))).toBeLessThan(0.5);
  });

  it('refuses a corner frequency outside (0, Nyquist)', () => {
    expect(() => butterworthLowPass(2, 200, 250)).toThrow(RangeError);
  });
});
