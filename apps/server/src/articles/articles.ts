import type {
  Article,
  ArticleCreate,
  ArticleExportQuery,
  ArticleListQuery,
  ArticleSortField,
  ArticleStatusChange,
  ArticleUpdate,
  Page,
} from '@cep/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ArticlesTable, Tables } from '../platform/db/schema';
import { inTransaction } from '../platform/db/transaction';
import { ApiError } from '../platform/http/api-error';
import { containsPattern, fetchPage, offsetOf } from '../platform/lists/list-query';

/*
 * The queries behind the 文章 calls (issue 18). Articles are shared demo content of the staff:
 * any admin or doctor may change any of them (the gate's permission codes decide), so no
 * record-level rule applies beyond "it exists" and "a deleted one is restored before it changes".
 */

export type ArticleRow = Selectable<ArticlesTable>;

export function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    reviewer: row.reviewer,
    importance: row.importance,
    type: row.type,
    status: row.status,
    pageviews: row.pageviews,
    displayTime: row.display_time.getTime(),
    remark: row.remark,
    position: row.position,
    createTime: row.created_at.getTime(),
    updateTime: row.updated_at.getTime(),
  };
}

const notFound = () => new ApiError(40401, '文章不存在');

export async function requireArticle(db: Kysely<Tables>, id: number): Promise<Article> {
  const row = await db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toArticle(row);
}

type ArticleFilters = Omit<ArticleListQuery, 'pageNum' | 'pageSize'>;

/** The articles the filters select; without a status filter, every one not deleted. */
function filteredArticles(db: Kysely<Tables>, query: ArticleFilters) {
  let filtered = db.selectFrom('articles');
  if (query.title) filtered = filtered.where('title', 'ilike', containsPattern(query.title));
  if (query.author) filtered = filtered.where('author', 'ilike', containsPattern(query.author));
  if (query.importance !== undefined)
    filtered = filtered.where('importance', '=', query.importance);
  if (query.type) filtered = filtered.where('type', '=', query.type);
  filtered = query.status
    ? filtered.where('status', '=', query.status)
    : filtered.where('status', '<>', 'deleted');
  return filtered;
}

/** How many articles the filters select (a few hundred: an exact count is cheap). */
async function countOf(filtered: ReturnType<typeof filteredArticles>): Promise<number> {
  const { n } = await filtered
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The whitelist's columns (the contract refuses any other field); ties by id. */
const sortColumns: Record<ArticleSortField, keyof ArticlesTable> = {
  id: 'id',
  importance: 'importance',
  pageviews: 'pageviews',
  displayTime: 'display_time',
  position: 'position',
};

function sortedArticles(
  filtered: ReturnType<typeof filteredArticles>,
  { sortBy = 'id', sortOrder }: Pick<ArticleFilters, 'sortBy' | 'sortOrder'>,
) {
  const direction = sortOrder === 'desc' ? 'desc' : 'asc';
  const ordered = filtered.selectAll().orderBy(sortColumns[sortBy], direction);
  return sortBy === 'id' ? ordered : ordered.orderBy('id', direction);
}

export function listArticles(db: Kysely<Tables>, query: ArticleListQuery): Promise<Page<Article>> {
  const filtered = filteredArticles(db, query);
  return fetchPage(
    query,
    () => sortedArticles(filtered, query).limit(query.pageSize).offset(offsetOf(query)).execute(),
    () => countOf(filtered),
    toArticle,
  );
}

/** How many articles an export of `query` would write. */
export async function countArticleExport(
  db: Kysely<Tables>,
  query: ArticleExportQuery,
): Promise<number> {
  return countOf(filteredArticles(db, query));
}

/** The statement of an export's rows (at most `limit`), for a cursor. */
export function articleExportRows(db: Kysely<Tables>, query: ArticleExportQuery, limit: number) {
  return sortedArticles(filteredArticles(db, query), query).limit(limit).compile();
}

export async function createArticle(
  db: Kysely<Tables>,
  input: ArticleCreate,
  createdBy: number,
): Promise<Article> {
  const row = await db
    .insertInto('articles')
    .values({
      title: input.title,
      author: input.author,
      reviewer: input.reviewer ?? '',
      importance: input.importance,
      type: input.type,
      status: input.status,
      display_time: new Date(input.displayTime),
      pageviews: input.pageviews ?? 0,
      remark: input.remark ?? '',
      created_by: createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toArticle(row);
}

/** The article, locked for the change that follows; 40401 when there is none. */
async function lockArticle(trx: Kysely<Tables>, id: number) {
  const row = await trx
    .selectFrom('articles')
    .select(['id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Changes the fields sent; a deleted article must be restored first (40901). */
export function updateArticle(db: Kysely<Tables>, input: ArticleUpdate): Promise<Article> {
  return inTransaction(db, async (trx) => {
    const current = await lockArticle(trx, input.id);
    if (current.status === 'deleted') {
      throw new ApiError(40901, '已删除的文章不能修改，请先恢复');
    }
    const row = await trx
      .updateTable('articles')
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(input.author !== undefined && { author: input.author }),
        ...(input.reviewer !== undefined && { reviewer: input.reviewer }),
        ...(input.importance !== undefined && { importance: input.importance }),
        ...(input.type !== undefined && { type: input.type }),
        ...(input.displayTime !== undefined && { display_time: new Date(input.displayTime) }),
        ...(input.pageviews !== undefined && { pageviews: input.pageviews }),
        ...(input.remark !== undefined && { remark: input.remark }),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', input.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toArticle(row);
  });
}

/** Publishes, drafts, deletes or restores (deleted → draft or published). */
export async function setArticleStatus(
  db: Kysely<Tables>,
  change: ArticleStatusChange,
): Promise<Article> {
  const row = await db
    .updateTable('articles')
    .set({ status: change.status, updated_at: sql<Date>`now()` })
    .where('id', '=', change.id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return toArticle(row);
}

/**
 * Puts `ids` in this order: they take the positions they held among themselves, smallest first,
 * so articles not named keep theirs. The rows are locked in id order (two reorders of the same
 * articles wait for each other instead of deadlocking). An unknown id → 40401; a deleted article
 * has no place in the order → 40901.
 */
export function reorderArticles(db: Kysely<Tables>, ids: readonly number[]): Promise<Article[]> {
  return inTransaction(db, async (trx) => {
    const rows = await trx
      .selectFrom('articles')
      .select(['id', 'position', 'status'])
      .where('id', 'in', [...ids])
      .orderBy('id')
      .forUpdate()
      .execute();
    if (rows.length !== ids.length) throw notFound();
    if (rows.some((row) => row.status === 'deleted')) {
      throw new ApiError(40901, '已删除的文章不能调整顺序');
    }
    const positions = rows.map((row) => row.position).sort((a, b) => a - b);
    await sql`
      UPDATE articles AS a
         SET position = moved.position, updated_at = now()
        FROM unnest(${[...ids]}::integer[], ${positions}::integer[]) AS moved(id, position)
       WHERE a.id = moved.id AND a.position <> moved.position`.execute(trx);
    const reordered = await trx
      .selectFrom('articles')
      .selectAll()
      .where('id', 'in', [...ids])
      .orderBy('position')
      .orderBy('id')
      .execute();
    return reordered.map(toArticle);
  });
}
