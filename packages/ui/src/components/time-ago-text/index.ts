export { TimeAgoText } from './time-ago-text';
export type { TimeAgoTextProps } from './time-ago-text';
export { useMinuteClock } from './minute-clock';
