import { articleStatusLabels, articleTypeLabels, type Locale } from '@cep/contract';
import type { ExportColumn } from '../platform/lists/export-rows';
import { columnsIn } from '../platform/lists/export-columns';
import type { ArticleRow } from './articles';

/** The columns an export writes, in order (not `position` or the bookkeeping times). */
type ExportedField =
  | 'id'
  | 'title'
  | 'author'
  | 'reviewer'
  | 'importance'
  | 'type'
  | 'status'
  | 'pageviews'
  | 'display_time'
  | 'remark';

/** The columns of the article export, headers and the type and status in the caller's language. */
export function articleExportColumns(locale: Locale): ExportColumn<ArticleRow>[] {
  return columnsIn<ArticleRow, ExportedField>(
    locale,
    {
      id: { 'zh-CN': '编号', 'en-US': 'ID' },
      title: { 'zh-CN': '标题', 'en-US': 'Title' },
      author: { 'zh-CN': '作者', 'en-US': 'Author' },
      reviewer: { 'zh-CN': '审核人', 'en-US': 'Reviewer' },
      importance: { 'zh-CN': '重要性', 'en-US': 'Importance' },
      type: { 'zh-CN': '类型', 'en-US': 'Type' },
      status: { 'zh-CN': '状态', 'en-US': 'Status' },
      pageviews: { 'zh-CN': '阅读数', 'en-US': 'Pageviews' },
      display_time: { 'zh-CN': '发布时间', 'en-US': 'Display time' },
      remark: { 'zh-CN': '备注', 'en-US': 'Remark' },
    },
    {
      id: (row) => row.id,
      title: (row) => row.title,
      author: (row) => row.author,
      reviewer: (row) => row.reviewer,
      importance: (row) => row.importance,
      type: (row) => articleTypeLabels[row.type][locale],
      status: (row) => articleStatusLabels[row.status][locale],
      pageviews: (row) => row.pageviews,
      display_time: (row) => row.display_time.toISOString(),
      remark: (row) => row.remark,
    },
  );
}
