import { z } from 'zod';
import {
  alertCount,
  alertListQuery,
  alertRead,
  finding,
  recommendationAccept,
  recommendationListQuery,
  recommendationReject,
} from '../domain/assistant';
import { page } from '../domain/page';
import { call } from './call-def';

/** The assistant (issue 14): suggestions, alerts and reminders, clinicians of the care team only */
export const assistantCalls = {
  listRecommendations: call({
    method: 'GET',
    path: '/api/recommendation/list',
    summary: '智能建议和复评提醒（医生只看自己团队的患者；含依据的数字和链接；最新在前）',
    access: 'recommendation:list',
    query: recommendationListQuery,
    response: page(finding),
  }),
  acceptRecommendation: call({
    method: 'POST',
    path: '/api/recommendation/accept',
    summary: '采纳一条建议（按建议修改训练计划），记录采纳人和时间',
    access: 'recommendation:decide',
    body: recommendationAccept,
    response: finding,
  }),
  rejectRecommendation: call({
    method: 'POST',
    path: '/api/recommendation/reject',
    summary: '不采纳一条建议（原因可选），记录操作人和时间',
    access: 'recommendation:decide',
    body: recommendationReject,
    response: finding,
  }),
  listAlerts: call({
    method: 'GET',
    path: '/api/alert/list',
    summary: '提醒（漏训、下降；医生只看自己团队的患者；最新在前；含本人是否已读）',
    access: 'alert:list',
    query: alertListQuery,
    response: page(finding),
  }),
  countAlerts: call({
    method: 'GET',
    path: '/api/alert/count',
    summary: '本人未读的提醒数',
    access: 'alert:list',
    response: alertCount,
  }),
  readAlerts: call({
    method: 'POST',
    path: '/api/alert/read',
    summary: '把提醒标为本人已读（不带 ids 时全部），返回未读数',
    access: 'alert:list',
    body: alertRead,
    response: alertCount,
  }),
  streamAlerts: call({
    method: 'GET',
    path: '/api/alert/stream',
    summary:
      '提醒的实时推送（Server-Sent Events：连接时先发未读数，之后每有新提醒或已读变化就推送；多台服务器经 PostgreSQL LISTEN/NOTIFY 同步。角色、护理团队或账号变化时立即重新授权：未读数变了就推送，失去权限或会话结束则以 `event: end` 和 { code, message } 结束）',
    access: 'alert:list',
    response: z.never(),
    raw: true,
  }),
} as const;
