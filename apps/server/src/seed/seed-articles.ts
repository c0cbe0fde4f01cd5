import type { Kysely } from 'kysely';
import { demoArticles } from './demo-articles';
import type { Tables } from '../platform/db/schema';

/**
 * The demo articles of the 表格 pages (demo-articles.ts), inside the seed's transaction, in one
 * insert: their ids and their 拖拽表格 positions follow the list's order. Nobody wrote them
 * (`created_by` is empty).
 */
export async function seedArticles(trx: Kysely<Tables>, now: Date): Promise<void> {
  await trx
    .insertInto('articles')
    .values(
      demoArticles(now).map((article) => ({
        title: article.title,
        author: article.author,
        reviewer: article.reviewer ?? '',
        importance: article.importance,
        type: article.type,
        status: article.status,
        pageviews: article.pageviews ?? 0,
        display_time: new Date(article.displayTime),
        remark: article.remark ?? '',
      })),
    )
    .execute();
}
