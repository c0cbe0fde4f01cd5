import type { ClientErrorEntry } from '@cep/contract';
import { DataTable, useDataTableState, useLocale, useMessages } from '@cep/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../api-client';
import { ListPageFrame, listMessages, listQueryOf, tableFeed, useListPage } from '../../../lists';
import { clientErrorColumns } from './client-error-columns';
import { ClientErrorDrawer } from './client-error-drawer';
import { clientErrorMessages } from './messages';

/**
 * 客户端错误 (admins): the errors people's browsers reported, newest repeat first, identical
 * reports counted on one row. The contract offers paging only, so the page has no filters.
 */
export default function ClientErrorsPage() {
  const t = useMessages(clientErrorMessages);
  const lists = useMessages(listMessages);
  const locale = useLocale();
  const { state, onStateChange } = useDataTableState({
    tableId: 'system-client-errors',
    pageSizes: [10, 20, 50, 100],
    searchParams: useSearchParams(),
  });
  const { pageNum, pageSize } = listQueryOf(state);
  const listPage = useListPage(`${pageNum}:${pageSize}`, () =>
    api.listClientErrors({ pageNum, pageSize }),
  );
  const [shown, setShown] = useState<ClientErrorEntry | null>(null);
  const columns = useMemo(() => clientErrorColumns(t, locale, setShown), [t, locale]);

  return (
    <ListPageFrame title={t.title}>
      <DataTable
        caption={t.caption}
        columns={columns}
        {...tableFeed(listPage, lists.loadFailed)}
        state={state}
        onStateChange={onStateChange}
        getRowId={(entry) => String(entry.id)}
        emptyText={t.noEntries}
      />
      <ClientErrorDrawer entry={shown} onOpenChange={(open) => !open && setShown(null)} />
    </ListPageFrame>
  );
}
