import { expect, it } from 'vitest';
import { exerciseScreens } from './loaders';

it('each loader resolves to its own exercise screen component', async () => {
  const forward = await exerciseScreens.digitSpanForward!();
  const backward = await exerciseScreens.digitSpanBackward!();
  expect(forward.name).toBe('DigitSpanForwardScreen');
  expect(backward.name).toBe('DigitSpanBackwardScreen');
});
