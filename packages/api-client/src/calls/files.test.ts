import type { AxiosProgressEvent } from 'axios';
import { expect, it } from 'vitest';
import { percentOf } from './files';

const progress = (loaded: number, total?: number) =>
  ({ loaded, total, bytes: 0, lengthComputable: total !== undefined }) as AxiosProgressEvent;

it('turns progress into whole percent, capped at 100, unknown without a total', () => {
  expect(percentOf(progress(0, 200))).toBe(0);
  expect(percentOf(progress(101, 200))).toBe(51);
  expect(percentOf(progress(250, 200))).toBe(100);
  expect(percentOf(progress(10))).toBeUndefined();
});
