export { DigitSpanBackwardScreen, DigitSpanForwardScreen } from './digit-span-screen';
export { digitSequence, planDigitSpan } from './plan';
