import { z } from 'zod';
import {
  article,
  articleCreate,
  articleExportQuery,
  articleIdQuery,
  articleListQuery,
  articleReorder,
  articleStatusChange,
  articleUpdate,
} from '../domain/article';
import { EXPORT_ROW_CAP, page } from '../domain/page';
import { call } from './call-def';

/** 文章 (issue 18): the demo resource of the 表格 pages, for staff (admin and doctor) */
export const articleCalls = {
  listArticles: call({
    method: 'GET',
    path: '/api/article/list',
    summary: '文章列表（分页；按标题、作者、重要性、类型、状态筛选；不筛选状态时不含已删除的文章）',
    access: 'article:list',
    query: articleListQuery,
    response: page(article),
  }),
  getArticle: call({
    method: 'GET',
    path: '/api/article/detail',
    summary: '按ID获取文章',
    access: 'article:list',
    query: articleIdQuery,
    response: article,
  }),
  addArticle: call({
    method: 'POST',
    path: '/api/article/add',
    summary: '新增文章（草稿或直接发布），排在拖拽顺序的最后',
    access: 'article:add',
    body: articleCreate,
    response: article,
  }),
  updateArticle: call({
    method: 'PUT',
    path: '/api/article/update',
    summary: '修改文章（只改传入的字段；已删除的文章需先恢复）',
    access: 'article:update',
    body: articleUpdate,
    response: article,
  }),
  setArticleStatus: call({
    method: 'POST',
    path: '/api/article/status',
    summary: '改变文章状态：发布、改回草稿、删除或恢复',
    access: 'article:update',
    body: articleStatusChange,
    response: article,
  }),
  reorderArticles: call({
    method: 'POST',
    path: '/api/article/reorder',
    summary: '调整文章顺序：给出的文章按新顺序互换它们原有的位置（其余文章不动），返回新顺序的文章',
    access: 'article:update',
    body: articleReorder,
    response: z.array(article),
  }),
  exportArticles: call({
    method: 'GET',
    path: '/api/article/export',
    summary: `导出筛选出的文章（CSV 或 Excel；最多${EXPORT_ROW_CAP}行），记入审计`,
    access: 'article:export',
    query: articleExportQuery,
    response: z.never(),
    raw: true,
  }),
} as const;
