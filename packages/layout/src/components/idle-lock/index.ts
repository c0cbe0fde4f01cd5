export { IdleLock } from './idle-lock';
export type { IdleLockProps } from './idle-lock';
