import type { AuditEntry } from '@cep/contract';
import { DataTable, useDataTableState, useLocale, useMessages } from '@cep/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../api-client';
import { ListPageFrame, listMessages, tableFeed, useListPage } from '../../../lists';
import { auditColumns } from './audit-columns';
import { AuditDetailDrawer } from './audit-detail-drawer';
import { AuditFilterForm } from './audit-filter-form';
import { auditActions, auditFilterKeys, auditQueryOf } from './audit-query';
import { auditMessages } from './messages';

/**
 * 审计日志 (admins): who read or changed which record, when, from which address, and how it
 * ended; newest first, filtered on the server. Page and filters live in the address bar.
 */
export default function AuditPage() {
  const t = useMessages(auditMessages);
  const lists = useMessages(listMessages);
  const locale = useLocale();
  const { state, onStateChange, update } = useDataTableState({
    tableId: 'system-audit',
    filterKeys: auditFilterKeys,
    pageSizes: [10, 20, 50, 100],
    searchParams: useSearchParams(),
  });
  const query = auditQueryOf(state);
  const key = JSON.stringify(query);
  const listPage = useListPage(key, () => api.listAudit(query));
  const [shown, setShown] = useState<AuditEntry | null>(null);
  const columns = useMemo(() => auditColumns(t, locale, setShown), [t, locale]);
  const filtered = Object.keys(state.filters).length > 0;

  return (
    <ListPageFrame title={t.title}>
      <DataTable
        caption={t.caption}
        columns={columns}
        {...tableFeed(listPage, lists.loadFailed)}
        state={state}
        onStateChange={onStateChange}
        getRowId={(entry) => String(entry.id)}
        emptyText={filtered ? lists.noMatch : t.noEntries}
        filters={
          <AuditFilterForm
            key={JSON.stringify(state.filters)}
            values={state.filters}
            actions={auditActions}
            onApply={(filters) => update({ filters })}
          />
        }
      />
      <AuditDetailDrawer entry={shown} onOpenChange={(open) => !open && setShown(null)} />
    </ListPageFrame>
  );
}
