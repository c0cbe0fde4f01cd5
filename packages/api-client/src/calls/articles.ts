import type { Article, CallBody, Page } from '@cep/contract';
import type { ListQuery } from '../types';
import type { Send } from './send';

/** 文章, the demo resource of the 表格 pages (staff only). The export is in `ExportCalls`. */
export interface ArticleCalls {
  /**
   * `GET /api/article/list` (staff): the 表格 demos' articles; without `status`, drafts and
   * published ones (deleted ones only when asked for).
   */
  listArticles(query?: ListQuery<'listArticles'>): Promise<Page<Article>>;
  /** `GET /api/article/detail?id=`. */
  getArticle(id: number): Promise<Article>;
  /** `POST /api/article/add`: a draft (or published at once), last in the drag order. */
  addArticle(article: CallBody<'addArticle'>): Promise<Article>;
  /**
   * `PUT /api/article/update`: only the fields sent change (an inline edit sends one); a bad value
   * → 40001 with the rule's message and the saved article unchanged; a deleted one → 40901.
   */
  updateArticle(article: CallBody<'updateArticle'>): Promise<Article>;
  /** `POST /api/article/status`: publish, back to draft, delete or restore. */
  setArticleStatus(change: CallBody<'setArticleStatus'>): Promise<Article>;
  /**
   * `POST /api/article/reorder` `{ ids }`: the articles of a page in their new order; they swap
   * the places they held, the rest stay. Resolves them in the new order.
   */
  reorderArticles(ids: number[]): Promise<Article[]>;
}

/** The functions of {@link ArticleCalls}. */
export function articleCalls(send: Send): ArticleCalls {
  return {
    listArticles: (query) => send('listArticles', { params: query }),
    getArticle: (id) => send('getArticle', { params: { id } }),
    addArticle: (article) => send('addArticle', { data: article }),
    updateArticle: (article) => send('updateArticle', { data: article }),
    setArticleStatus: (change) => send('setArticleStatus', { data: change }),
    reorderArticles: (ids) => send('reorderArticles', { data: { ids } }),
  };
}
