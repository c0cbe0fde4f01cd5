import type { ApiClient } from '../types';
import type { Send } from './send';

/** The audit log (admin). */
export function auditCalls(send: Send): Pick<ApiClient, 'listAudit'> {
  return {
    listAudit: (query) => send('listAudit', { params: query }),
  };
}
