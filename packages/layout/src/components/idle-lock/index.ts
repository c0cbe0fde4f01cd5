export { IdleLock } from './idle-lock';
export type { IdleLockProps } from './idle-lock';
export { idleLockMessages } from './messages';
export type { IdleLockMessages } from './messages';
