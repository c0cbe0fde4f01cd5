// Public exports of the formatting utilities; src/index.ts re-exports them.
export { DEFAULT_TIME_PATTERN, formatTime } from './format-time';
export type { FormatTimeOptions } from './format-time';
export { parseTime } from './parse-time';
export { relativeTime } from './relative-time';
export type { RelativeTimeOptions } from './relative-time';
export { timeAgo } from './time-ago';
export type { TimeAgoOptions } from './time-ago';
export { numberUnit } from './number-unit';
export { formatThousands } from './thousands';
export type { TimeInput } from './time-input';
