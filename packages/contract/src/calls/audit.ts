import { auditEntry, auditListQuery } from '../domain/audit';
import { page } from '../domain/page';
import { call } from './call-def';

/** Audit */
export const auditCalls = {
  listAudit: call({
    method: 'GET',
    path: '/api/audit/list',
    summary: '审计日志（分页，按操作人、动作、对象、结果、时间筛选）',
    access: 'audit:list',
    query: auditListQuery,
    response: page(auditEntry),
  }),
} as const;
