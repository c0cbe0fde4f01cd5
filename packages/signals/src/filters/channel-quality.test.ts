import { expect, it } from 'vitest';
import { channelQualityOf } from './channel-quality';

it.each([
  [0, 'good'],
  [19.9, 'good'],
  [20, 'serviceable'],
  [50, 'serviceable'],
  [50.1, 'poor'],
  [Number.NaN, 'poor'],
  [-1, 'poor'],
])('%s kΩ is %s', (kiloohms, quality) => {
  expect(channelQualityOf(kiloohms)).toBe(quality);
});
