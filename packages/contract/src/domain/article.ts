import { z } from 'zod';
import { freeText, fromQueryText, id, idText, text } from './fields';
import { exportOptions, filterText, pageQuery, sortQuery } from './page';
import { articleStatuses, articleTypes } from './article-names';

/*
 * 文章: the demo resource of the 表格 pages (issue 18) — the health-education and ward articles a
 * clinic publishes, in the spirit of the classic admin template's complex table. Staff only; no
 * patient data.
 */

/** An article's status (`articleStatuses`, article-names.ts). */
export const articleStatus = z.enum(articleStatuses, { error: '状态只能是草稿、已发布或已删除' });

/** What an article is about (`articleTypes`). */
export const articleType = z.enum(articleTypes, { error: '请选择正确的文章类型' });

/** How important an article is: 1 to 3 stars. */
export const articleImportance = z
  .number({ error: '重要性必须是数字' })
  .int('重要性必须是整数')
  .min(1, '重要性不能小于1')
  .max(3, '重要性不能大于3');

/** The title: 1–100 characters after trimming. */
export const articleTitle = text('请输入标题')
  .trim()
  .min(1, '请输入标题')
  .max(100, '标题不能超过100个字符');

/** Who wrote it: 1–50 characters after trimming. */
export const articleAuthor = text('请输入作者')
  .trim()
  .min(1, '请输入作者')
  .max(50, '作者不能超过50个字符');

/** Who reviewed it (empty: nobody yet). */
export const articleReviewer = text().trim().max(50, '审核人不能超过50个字符');

/** Times read. */
export const articlePageviews = z
  .number({ error: '阅读数必须是数字' })
  .int('阅读数必须是整数')
  .min(0, '阅读数不能小于0')
  .max(1_000_000_000, '阅读数不能超过10亿');

/** 2000-01-01 and 2100-01-01 (UTC), epoch milliseconds: the range a display time may take. */
const EARLIEST_DISPLAY_TIME = Date.UTC(2000, 0, 1);
const LATEST_DISPLAY_TIME = Date.UTC(2100, 0, 1);

/** When the article shows as published, epoch milliseconds. */
export const articleDisplayTime = z
  .number({ error: '请选择发布时间' })
  .int('请选择发布时间')
  .min(EARLIEST_DISPLAY_TIME, '发布时间不能早于2000年')
  .max(LATEST_DISPLAY_TIME, '发布时间不能晚于2100年');

/** One article as the API shows it. `position` is its place in the 拖拽表格 order. */
export const article = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  reviewer: z.string(),
  importance: z.number().int().min(1).max(3),
  type: articleType,
  status: articleStatus,
  pageviews: z.number().int().min(0),
  displayTime: z.number().int(),
  remark: z.string(),
  position: z.number().int(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
export type Article = z.infer<typeof article>;

/** `POST /api/article/add`: a new article, a draft unless published at once. */
export const articleCreate = z.strictObject({
  title: articleTitle,
  author: articleAuthor,
  reviewer: articleReviewer.optional(),
  importance: articleImportance,
  type: articleType,
  status: z.enum(['draft', 'published'], { error: '新文章只能是草稿或已发布' }).default('draft'),
  displayTime: articleDisplayTime,
  pageviews: articlePageviews.optional(),
  remark: freeText.optional(),
});
export type ArticleCreate = z.infer<typeof articleCreate>;

/**
 * `PUT /api/article/update`: only the fields sent change (an inline edit sends one). The status
 * has its own call; a deleted article is restored before it is edited (40901).
 */
export const articleUpdate = z
  .strictObject({
    id,
    title: articleTitle.optional(),
    author: articleAuthor.optional(),
    reviewer: articleReviewer.optional(),
    importance: articleImportance.optional(),
    type: articleType.optional(),
    displayTime: articleDisplayTime.optional(),
    pageviews: articlePageviews.optional(),
    remark: freeText.optional(),
  })
  .refine(
    ({ id: _id, ...fields }) => Object.values(fields).some((value) => value !== undefined),
    '没有要修改的字段',
  );
export type ArticleUpdate = z.infer<typeof articleUpdate>;

/** `POST /api/article/status`: publish, back to draft, delete or restore. */
export const articleStatusChange = z.strictObject({ id, status: articleStatus });
export type ArticleStatusChange = z.infer<typeof articleStatusChange>;

/**
 * `POST /api/article/reorder`: the articles of one page in their new order. They swap the places
 * they held among themselves, so the rest of the order stays as it was.
 */
export const articleReorder = z.strictObject({
  ids: z
    .array(id, { error: '请按新的顺序给出文章' })
    .min(2, '至少需要两篇文章才能调整顺序')
    .max(100, '一次最多调整100篇文章的顺序')
    .refine((ids) => new Set(ids).size === ids.length, '同一篇文章只能出现一次'),
});
export type ArticleReorder = z.infer<typeof articleReorder>;

/** The sortable fields of the article list (anything else → 40001). */
export const articleSortFields = [
  'id',
  'importance',
  'pageviews',
  'displayTime',
  'position',
] as const;
export type ArticleSortField = (typeof articleSortFields)[number];

/**
 * The filters of the article list and its export: title and author contain the text; without
 * `status` the list holds drafts and published articles (deleted ones only when asked for).
 */
const articleFilters = {
  title: filterText,
  author: filterText,
  importance: fromQueryText(articleImportance).optional(),
  type: articleType.optional(),
  status: articleStatus.optional(),
  ...sortQuery(articleSortFields),
};

export const articleListQuery = pageQuery.extend(articleFilters).strict();
export type ArticleListQuery = z.infer<typeof articleListQuery>;

/** `GET /api/article/export`: the list's filters and sort, every matching row. */
export const articleExportQuery = z.strictObject({ ...articleFilters, ...exportOptions });
export type ArticleExportQuery = z.infer<typeof articleExportQuery>;

/** `GET /api/article/detail?id=`. */
export const articleIdQuery = z.strictObject({ id: idText });
