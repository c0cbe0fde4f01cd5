import type { Locale } from './locale';

/*
 * The article's enumerations and their names, without zod: a page that only shows articles
 * (their type and status in a cell, a filter's choices) imports these and not the rules.
 */

/**
 * Where an article is: a draft, published, or deleted (kept, hidden from the lists unless asked
 * for, and restorable by a status change).
 */
export const articleStatuses = ['draft', 'published', 'deleted'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/** What an article is about. */
export const articleTypes = ['education', 'guide', 'research', 'notice'] as const;
export type ArticleType = (typeof articleTypes)[number];

/** The names of the article types in each language (the pages and the export's cells). */
export const articleTypeLabels: Record<ArticleType, Record<Locale, string>> = {
  education: { 'zh-CN': '健康宣教', 'en-US': 'Health education' },
  guide: { 'zh-CN': '康复指南', 'en-US': 'Rehabilitation guide' },
  research: { 'zh-CN': '科研动态', 'en-US': 'Research news' },
  notice: { 'zh-CN': '科室通知', 'en-US': 'Department notice' },
};

/** The names of the article statuses in each language. */
export const articleStatusLabels: Record<ArticleStatus, Record<Locale, string>> = {
  draft: { 'zh-CN': '草稿', 'en-US': 'Draft' },
  published: { 'zh-CN': '已发布', 'en-US': 'Published' },
  deleted: { 'zh-CN': '已删除', 'en-US': 'Deleted' },
};
