import { clientErrorEntry, clientErrorListQuery, clientErrorReport } from '../domain/client-error';
import { page } from '../domain/page';
import { call, nothing } from './call-def';

/** Errors the console caught (spec §4, §8 error log), kept so they survive a reload */
export const clientErrorCalls = {
  reportClientError: call({
    method: 'POST',
    path: '/api/clientErrors',
    summary: '上报前端捕获的错误（错误日志），保存在服务器上',
    access: 'signedIn',
    body: clientErrorReport,
    response: nothing,
  }),
  listClientErrors: call({
    method: 'GET',
    path: '/api/clientErrors/list',
    summary: '前端错误报告（分页，最新在前）',
    access: 'audit:list',
    query: clientErrorListQuery,
    response: page(clientErrorEntry),
  }),
} as const;
