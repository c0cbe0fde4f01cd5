import { z } from 'zod';

/** The widest range an admin may allow for the idle lock: one minute to eight hours. */
export const IDLE_LOCK_MINUTES_MIN = 1;
export const IDLE_LOCK_MINUTES_MAX = 480;

const minutes = (what: string) =>
  z
    .number({ error: `${what}必须是数字` })
    .int(`${what}必须是整数`)
    .min(IDLE_LOCK_MINUTES_MIN, `${what}不能小于${IDLE_LOCK_MINUTES_MIN}分钟`)
    .max(IDLE_LOCK_MINUTES_MAX, `${what}不能大于${IDLE_LOCK_MINUTES_MAX}分钟`);

/**
 * The idle lock of shared terminals (issue 12): after `defaultMinutes` without input the console
 * locks; a user may choose their own time in the settings drawer, within `minMinutes`–`maxMinutes`.
 * Set by an admin on the server, read by every signed-in user.
 */
export const idleLockSettings = z
  .strictObject({
    minMinutes: minutes('最短锁屏时间'),
    maxMinutes: minutes('最长锁屏时间'),
    defaultMinutes: minutes('默认锁屏时间'),
  })
  .superRefine((value, ctx) => {
    if (value.minMinutes > value.maxMinutes) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxMinutes'],
        message: '最长锁屏时间不能小于最短锁屏时间',
      });
    } else if (value.defaultMinutes < value.minMinutes || value.defaultMinutes > value.maxMinutes) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultMinutes'],
        message: '默认锁屏时间必须在最短与最长之间',
      });
    }
  });
export type IdleLockSettings = z.infer<typeof idleLockSettings>;
