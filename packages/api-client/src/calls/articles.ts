import type { ApiClient } from '../types';
import type { Send } from './send';

type ArticleCalls = Pick<
  ApiClient,
  | 'listArticles'
  | 'getArticle'
  | 'addArticle'
  | 'updateArticle'
  | 'setArticleStatus'
  | 'reorderArticles'
>;

/** 文章, the demo resource of the 表格 pages (staff only). The export is in exports.ts. */
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
