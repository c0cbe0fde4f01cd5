import { page } from '../domain/page';
import {
  accessHistoryPage,
  accessHistoryQuery,
  erasureForBody,
  erasureIdParams,
  erasureListQuery,
  erasureRejectBody,
  erasureRequest,
  myErasure,
} from '../domain/privacy-rights';
import { call } from './call-def';

/*
 * Issue 32 §4–5. The patient's calls take no patient id: the server answers the caller's own
 * record only (any other signed-in caller → 40370). The admin's calls need 'erasure:manage'.
 */
export const privacyRightsCalls = {
  listMyAccessHistory: call({
    method: 'GET',
    path: '/api/privacy/accessHistory',
    summary:
      '谁查看了我的档案（患者本人）：医生、管理员何时查看或修改了本人档案的哪一部分，按时间倒序分页，可按时间段筛选',
    access: 'signedIn',
    query: accessHistoryQuery,
    response: accessHistoryPage,
  }),
  getMyErasure: call({
    method: 'GET',
    path: '/api/privacy/erasure',
    summary: '个人信息删除（患者本人）：最近一次申请，以及删除将清除和保留的内容（附数量）',
    access: 'signedIn',
    response: myErasure,
  }),
  requestMyErasure: call({
    method: 'POST',
    path: '/api/privacy/erasure',
    summary: '个人信息删除（患者本人）：提交删除申请（每位患者同时只能有一份待处理的申请）',
    access: 'signedIn',
    response: erasureRequest,
  }),
  listErasureRequests: call({
    method: 'GET',
    path: '/api/erasureRequests',
    summary: '个人信息删除申请（管理员）：分页列表，按状态筛选，待处理的附处理期限',
    access: 'erasure:manage',
    query: erasureListQuery,
    response: page(erasureRequest),
  }),
  requestErasureFor: call({
    method: 'POST',
    path: '/api/erasureRequests',
    summary: '个人信息删除申请（管理员）：代患者提交删除申请',
    access: 'erasure:manage',
    body: erasureForBody,
    response: erasureRequest,
  }),
  completeErasureRequest: call({
    method: 'POST',
    path: '/api/erasureRequests/:id/complete',
    summary:
      '个人信息删除申请（管理员）：执行删除（一个事务：匿名化社区内容、删除图片、退出小组、归档账号；病历保留），返回删除说明',
    access: 'erasure:manage',
    params: erasureIdParams,
    response: erasureRequest,
  }),
  rejectErasureRequest: call({
    method: 'POST',
    path: '/api/erasureRequests/:id/reject',
    summary: '个人信息删除申请（管理员）：拒绝申请并说明理由',
    access: 'erasure:manage',
    params: erasureIdParams,
    body: erasureRejectBody,
    response: erasureRequest,
  }),
} as const;
