import { z } from 'zod';
import { fromQueryText, text } from './fields';

/** Paging of every list call: 1-based page, at most 100 rows. */
export const pageQuery = z.object({
  pageNum: fromQueryText(
    z.number({ error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码从1开始').default(1),
  ),
  pageSize: fromQueryText(
    z
      .number({ error: '每页条数必须是数字' })
      .int('每页条数必须是整数')
      .min(1, '每页至少1条')
      .max(100, '每页最多100条')
      .default(10),
  ),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** One page of a list: the rows, how many there are in all, and which page this is. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** A filter text: trimmed, empty means "no filter". */
export const filterText = text()
  .trim()
  .max(50, '筛选条件不能超过50个字符')
  .optional()
  .transform((value) => (value === '' ? undefined : value));
