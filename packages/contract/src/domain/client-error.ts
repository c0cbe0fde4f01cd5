import { z } from 'zod';
import { text } from './fields';
import { pageQuery } from './page';

const bounded = (max: number, what: string) =>
  text(`${what}必须是文字`).max(max, `${what}不能超过${max}个字符`);

/**
 * `POST /api/clientErrors`: an error the console caught (spec §4 error log entry: err, vm, info,
 * url), kept on the server so it survives a reload and an admin can read it. Every field is
 * bounded: a report is evidence, not a channel for bulk data.
 */
export const clientErrorReport = z.strictObject({
  message: bounded(2000, '错误信息').min(1, '缺少错误信息'),
  stack: bounded(20_000, '错误堆栈').optional(),
  /** Where it happened: the component stack of a render error, or the kind of event. */
  vm: bounded(20_000, '组件信息').optional(),
  info: bounded(2000, '附加信息').optional(),
  url: bounded(2000, '页面地址'),
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;

/**
 * One stored report, with who sent it and when. Identical reports (same message, page, user and
 * user agent) are one entry: `repeats` counts them, `firstTime` is the first, `time` the latest
 * (whose stack, vm and info are kept).
 */
export const clientErrorEntry = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  message: z.string(),
  stack: z.string().nullable(),
  vm: z.string().nullable(),
  info: z.string().nullable(),
  url: z.string(),
  userAgent: z.string().nullable(),
  /** The user agent's browser in short, e.g. `Chrome 120`; null when not recognised. */
  browser: z.string().nullable(),
  time: z.number().int(),
  firstTime: z.number().int(),
  repeats: z.number().int().min(1),
});
export type ClientErrorEntry = z.infer<typeof clientErrorEntry>;

export const clientErrorListQuery = pageQuery.strict();
export type ClientErrorListQuery = z.infer<typeof clientErrorListQuery>;
