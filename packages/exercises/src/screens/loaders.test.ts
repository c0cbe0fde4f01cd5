import { expect, it } from 'vitest';
import { exerciseScreens } from './loaders';

// Each loader pulls in @cep/ui from source: slow to transform on a busy machine (12 s measured on
// the 2-core CI machine with four test files at a time).
it('each loader resolves to its own exercise screen component', { timeout: 90_000 }, async () => {
  const forward = await exerciseScreens.digitSpanForward!();
  const backward = await exerciseScreens.digitSpanBackward!();
  expect(forward.name).toBe('DigitSpanForwardScreen');
  expect(backward.name).toBe('DigitSpanBackwardScreen');
  expect((await exerciseScreens.schulteGrid!()).name).toBe('SchulteGridScreen');
  expect((await exerciseScreens.goNoGo!()).name).toBe('GoNoGoScreen');
  expect((await exerciseScreens.nBack!()).name).toBe('NBackScreen');
  expect((await exerciseScreens.stroop!()).name).toBe('StroopScreen');
  // Issue 33, set A.
  expect((await exerciseScreens.symbolDigit!()).name).toBe('SymbolDigitScreen');
  expect((await exerciseScreens.trailMaking!()).name).toBe('TrailMakingScreen');
  expect((await exerciseScreens.mentalRotation!()).name).toBe('MentalRotationScreen');
  // Set B (issue 33).
  expect((await exerciseScreens.visualSearch!()).name).toBe('VisualSearchScreen');
  expect((await exerciseScreens.wordListRecall!()).name).toBe('WordListRecallScreen');
  expect((await exerciseScreens.pictureNaming!()).name).toBe('PictureNamingScreen');
  expect((await exerciseScreens.orientationQuiz!()).name).toBe('OrientationQuizScreen');
});
