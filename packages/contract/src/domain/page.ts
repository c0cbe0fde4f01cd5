import { z } from 'zod';
import { fromQueryText, text } from './fields';
import { locales } from './locale';

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
/**
 * Issue 32: archived accounts and records leave the lists; an admin's 显示已归档 asks for them
 * too (`include`) or for them only (`only`).
 */
export const archivedFilter = z
  .enum(['include', 'only'], { error: 'archived只能是include或only' })
  .optional();
export type ArchivedFilter = z.infer<typeof archivedFilter>;

export const filterText = text()
  .trim()
  .max(50, '筛选条件不能超过50个字符')
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** Direction of a list's sort. */
export const sortOrder = z.enum(['asc', 'desc'], { error: '排序方向只能是asc或desc' });
export type SortOrder = z.infer<typeof sortOrder>;

/**
 * The sort of a list: `sortBy` one of the list's whitelisted fields (anything else → 40001, so no
 * column name ever reaches SQL from the caller), `sortOrder` asc by default. Without `sortBy` the
 * list keeps its id order; ties always fall back to id so pages never overlap.
 */
export function sortQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  return {
    sortBy: z.enum(fields, { error: `排序字段只能是${fields.join('、')}` }).optional(),
    sortOrder: sortOrder.default('asc'),
  };
}

/** What an export writes: CSV (UTF-8 with BOM, opens in Excel) or an Excel workbook. */
export const exportFormat = z.enum(['csv', 'xlsx'], { error: '导出格式只能是csv或xlsx' });
export type ExportFormat = z.infer<typeof exportFormat>;

/** At most this many rows per export; a larger filtered set is refused (40001) before any byte. */
export const EXPORT_ROW_CAP = 50_000;

/** The fields an export adds to its list's filters and sort: the format and the headers' language. */
export const exportOptions = {
  format: exportFormat.default('csv'),
  locale: z.enum(locales, { error: '语言只能是zh-CN或en-US' }).default('zh-CN'),
};
