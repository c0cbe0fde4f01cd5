import { expect, it } from 'vitest';
import { syntheticEeg } from '../synthetic/eeg';
import { bandPowers, bandPowersPerSecond } from './band-power';
import { SecondAccumulator } from './second-accumulator';

it('turns 100 ms frames into whole seconds with the same features as the recording', () => {
  const eeg = syntheticEeg({ sampleRate: 250, seconds: 3.3, channels: 2 });
  const accumulator = new SecondAccumulator(250, 2);
  const seconds: Float64Array[][] = [];
  for (let start = 0; start < eeg[0]!.length; start += 25) {
    seconds.push(...accumulator.push(eeg.map((c) => c.subarray(start, start + 25))));
  }
  expect(seconds).toHaveLength(3);
  const offline = bandPowersPerSecond(eeg[1]!, 250);
  seconds.forEach((second, k) => expect(bandPowers(second[1]!, 250)).toEqual(offline[k]));
});

it('refuses a frame with the wrong number of channels', () => {
  expect(() => new SecondAccumulator(250, 2).push([[1]])).toThrow(RangeError);
});
