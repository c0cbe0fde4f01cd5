import type { ApiClient } from '@cep/api-client';
import type { AccessHistoryEntry } from '@cep/contract';
import {
  Button,
  createDataTableColumnHelper,
  DataTable,
  Input,
  Label,
  useDataTableState,
  useLocale,
  useMessages,
} from '@cep/ui';
import { useId, useMemo, useState } from 'react';
import { tableFeed, useListPage } from '../../../lists';
import { accessHistoryMessages, whatOf, whoOf, type AccessHistoryMessages } from './messages';

/** The call the section makes (`api`'s; a story passes its own). */
export type AccessHistoryCalls = Pick<ApiClient, 'listMyAccessHistory'>;

const col = createDataTableColumnHelper<AccessHistoryEntry>();

function columns(t: AccessHistoryMessages, locale: string) {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return col.columns([
    col.accessor('time', {
      header: t.time,
      enableSorting: false,
      enableHiding: false,
      cell: ({ getValue }) => (
        <time dateTime={new Date(getValue()).toISOString()}>
          {format.format(new Date(getValue()))}
        </time>
      ),
    }),
    col.display({
      id: 'who',
      header: t.who,
      meta: { label: t.who },
      cell: ({ row }) => whoOf(t, row.original.role, row.original.name),
    }),
    col.display({
      id: 'what',
      header: t.what,
      meta: { label: t.what },
      cell: ({ row }) => whatOf(t, row.original.kind, row.original.part),
    }),
  ]);
}

/** A day's start or end (local time) as epoch milliseconds; empty → no bound. */
function boundOf(day: string, end: boolean): number | undefined {
  if (day === '') return undefined;
  const date = new Date(`${day}T00:00:00`);
  if (end) date.setDate(date.getDate() + 1);
  return end ? date.getTime() - 1 : date.getTime();
}

/**
 * 谁查看了我的档案 (issue 32 §4, PIPL Art. 44): who (医生 and their name, or 系统管理员), when and
 * what part of the patient's record was read, changed or exported, newest first, with an optional
 * date range. The server answers the caller's own history only; read lines are purged after
 * RETENTION_READ_AUDIT_DAYS, which the section says.
 */
export function AccessHistorySection({ calls }: { calls: AccessHistoryCalls }) {
  const t = useMessages(accessHistoryMessages);
  const locale = useLocale();
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [range, setRange] = useState<{ from?: number; to?: number }>({});
  const [retentionDays, setRetentionDays] = useState<number | null>(null);
  const { state, onStateChange } = useDataTableState({
    tableId: 'privacy-access-history',
    pageSizes: [10, 20, 50],
  });
  const shownColumns = useMemo(() => columns(t, locale), [t, locale]);
  const query = { pageNum: state.pageNum, pageSize: state.pageSize, ...range };
  const listPage = useListPage(JSON.stringify(query), () =>
    calls.listMyAccessHistory(query).then((page) => {
      setRetentionDays(page.readRetentionDays);
      return page;
    }),
  );

  const show = (next: { from?: number; to?: number }) => {
    setRange(next);
    onStateChange({ ...state, pageNum: 1 });
  };
  const bounds = () => {
    const next: { from?: number; to?: number } = {};
    const start = boundOf(from, false);
    const end = boundOf(to, true);
    if (start !== undefined) next.from = start;
    if (end !== undefined) next.to = end;
    return next;
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 text-lg">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      {retentionDays !== null && (
        <p className="text-muted-foreground" data-slot="retention">
          {t.retention(retentionDays)}
        </p>
      )}
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          show(bounds());
        }}
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-from`}>{t.from}</Label>
          <Input
            id={`${id}-from`}
            type="date"
            size="lg"
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-to`}>{t.to}</Label>
          <Input
            id={`${id}-to`}
            type="date"
            size="lg"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <Button type="submit" size="lg" variant="primary">
          {t.show}
        </Button>
        {(range.from !== undefined || range.to !== undefined) && (
          <Button
            size="lg"
            onClick={() => {
              setFrom('');
              setTo('');
              show({});
            }}
          >
            {t.clear}
          </Button>
        )}
      </form>
      <DataTable
        caption={t.caption}
        columns={shownColumns}
        {...tableFeed(listPage, t.failed)}
        state={state}
        onStateChange={onStateChange}
        getRowId={(entry) => String(entry.id)}
        getRowLabel={(entry) => whoOf(t, entry.role, entry.name)}
        emptyText={t.empty}
        pageSizes={[10, 20, 50]}
      />
    </section>
  );
}
