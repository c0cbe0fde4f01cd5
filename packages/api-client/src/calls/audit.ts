import type { AuditEntry, Page } from '@cep/contract';
import type { ListQuery } from '../types';
import type { Send } from './send';

/** The audit log (admin). */
export interface AuditCalls {
  /** `GET /api/audit/list`: the audit log, newest first. */
  listAudit(query?: ListQuery<'listAudit'>): Promise<Page<AuditEntry>>;
}

/** The functions of {@link AuditCalls}. */
export function auditCalls(send: Send): AuditCalls {
  return {
    listAudit: (query) => send('listAudit', { params: query }),
  };
}
