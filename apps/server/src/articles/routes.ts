import { audited } from '../platform/calls/audited';
import { signedIn, type Handler } from '../platform/calls/context';
import { sendListExport } from '../platform/lists/list-export';
import {
  articleExportRows,
  countArticleExport,
  createArticle,
  listArticles,
  reorderArticles,
  requireArticle,
  setArticleStatus,
  updateArticle,
} from './articles';
import { articleExportColumns } from './export-columns';

/*
 * 文章 (issue 18), the demo resource of the 表格 pages. The gate has required the article:*
 * permission codes (admin and doctor; a patient gets 40301), so the handlers validate nothing
 * more than the contract did; every write and its audit line commit together.
 */
const entity = 'article';

const listArticlesHandler: Handler<'listArticles'> = (ctx) => listArticles(ctx.sql, ctx.query);

const getArticle: Handler<'getArticle'> = (ctx) => requireArticle(ctx.sql, ctx.query.id);

const addArticle: Handler<'addArticle'> = (ctx) => {
  const { session } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'addArticle', entity },
    (sql) => createArticle(sql, ctx.body, session.userId),
    (created) => created.id,
  );
};

const updateArticleHandler: Handler<'updateArticle'> = (ctx) => {
  const { id, ...fields } = ctx.body;
  return audited(
    ctx,
    // Which fields changed, not their text: the log says what was done, the row what it is.
    { action: 'updateArticle', entity, entityId: id, detail: { fields: Object.keys(fields) } },
    (sql) => updateArticle(sql, ctx.body),
  );
};

const setArticleStatusHandler: Handler<'setArticleStatus'> = (ctx) =>
  audited(
    ctx,
    {
      action: 'setArticleStatus',
      entity,
      entityId: ctx.body.id,
      detail: { status: ctx.body.status },
    },
    (sql) => setArticleStatus(sql, ctx.body),
  );

const reorderArticlesHandler: Handler<'reorderArticles'> = (ctx) =>
  audited(ctx, { action: 'reorderArticles', entity, detail: { ids: ctx.body.ids } }, (sql) =>
    reorderArticles(sql, ctx.body.ids),
  );

/** The filtered articles as CSV or Excel (platform/lists/list-export.ts: counted, capped, audited). */
const exportArticles: Handler<'exportArticles'> = (ctx) => {
  const { query } = signedIn(ctx);
  return sendListExport(ctx, {
    action: 'exportArticles',
    entity,
    query,
    count: (sql) => countArticleExport(sql, query),
    rows: (sql, limit) => articleExportRows(sql, query, limit),
    name: 'articles',
    columns: articleExportColumns(query.locale),
  });
};

export const articleHandlers: {
  listArticles: Handler<'listArticles'>;
  getArticle: Handler<'getArticle'>;
  addArticle: Handler<'addArticle'>;
  updateArticle: Handler<'updateArticle'>;
  setArticleStatus: Handler<'setArticleStatus'>;
  reorderArticles: Handler<'reorderArticles'>;
  exportArticles: Handler<'exportArticles'>;
} = {
  listArticles: listArticlesHandler,
  getArticle,
  addArticle,
  updateArticle: updateArticleHandler,
  setArticleStatus: setArticleStatusHandler,
  reorderArticles: reorderArticlesHandler,
  exportArticles,
};
