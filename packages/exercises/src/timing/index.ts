export { browserClock, createTrialTimer } from './trial-timer';
export type { FrameClock, TrialTimer } from './trial-timer';
