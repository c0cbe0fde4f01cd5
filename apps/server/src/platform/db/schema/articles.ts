import type { Generated } from 'kysely';
import type { Timestamp, TimestampDefaultNow } from './columns';

/* 文章, the demo resource of the 表格 pages (migration 0022). Mirrors migrations/*.sql, which are the truth: keep this in step. */

/** 文章, the demo resource of the 表格 pages (migration 0022). */
export interface ArticlesTable {
  id: Generated<number>;
  title: string;
  author: string;
  reviewer: Generated<string>;
  importance: number;
  type: 'education' | 'guide' | 'research' | 'notice';
  status: Generated<'draft' | 'published' | 'deleted'>;
  pageviews: Generated<number>;
  display_time: Timestamp;
  remark: Generated<string>;
  /** Place in the 拖拽表格 order; a new article takes the next value of `article_positions`. */
  position: Generated<number>;
  created_by: number | null;
  created_at: TimestampDefaultNow;
  updated_at: TimestampDefaultNow;
}

export interface ArticleTables {
  articles: ArticlesTable;
}
