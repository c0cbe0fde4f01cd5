import type { ClientErrorEntry } from '@cep/contract';
import { Button, createDataTableColumnHelper, formatTime, type Locale } from '@cep/ui';
import type { ClientErrorMessages } from './messages';

/** When, as text for people and as a machine-readable instant (`<time dateTime>`). */
export function SeenTime({ time, locale }: { time: number; locale: Locale }) {
  return (
    <time dateTime={new Date(time).toISOString()} className="whitespace-nowrap tabular-nums">
      {formatTime(time, undefined, { locale })}
    </time>
  );
}

/** Who sent the report: the username and the account's id. */
export function reporterText(
  entry: Pick<ClientErrorEntry, 'username' | 'userId'>,
  t: ClientErrorMessages,
): string {
  if (entry.username === null) return entry.userId === null ? t.anonymous : `#${entry.userId}`;
  return entry.userId === null ? entry.username : `${entry.username} #${entry.userId}`;
}

/**
 * The browser in short (`Chrome 120`, as the server recognised it); the whole user agent is the
 * hover text here and is written out in the detail drawer.
 */
export function BrowserText({
  entry,
  t,
}: {
  entry: Pick<ClientErrorEntry, 'browser' | 'userAgent'>;
  t: ClientErrorMessages;
}) {
  return (
    <span className="whitespace-nowrap" title={entry.userAgent ?? undefined}>
      {entry.browser ?? t.unknownBrowser}
    </span>
  );
}

const col = createDataTableColumnHelper<ClientErrorEntry>();

/** The columns of 客户端错误; none sorts (the server lists the latest repeat first). */
export function clientErrorColumns(
  t: ClientErrorMessages,
  locale: Locale,
  open: (entry: ClientErrorEntry) => void,
) {
  return col.columns([
    col.accessor('message', {
      header: t.message,
      enableSorting: false,
      enableHiding: false,
      cell: ({ getValue }) => (
        <span className="line-clamp-2 max-w-72 min-w-40 break-words">{getValue()}</span>
      ),
    }),
    col.accessor('url', {
      header: t.page,
      enableSorting: false,
      cell: ({ getValue }) => <span className="line-clamp-2 max-w-56 break-all">{getValue()}</span>,
    }),
    col.display({
      id: 'user',
      header: t.user,
      meta: { label: t.user },
      cell: ({ row }) => <span className="whitespace-nowrap">{reporterText(row.original, t)}</span>,
    }),
    col.display({
      id: 'browser',
      header: t.browser,
      meta: { label: t.browser },
      cell: ({ row }) => <BrowserText entry={row.original} t={t} />,
    }),
    col.accessor('repeats', {
      header: t.repeats,
      enableSorting: false,
      meta: { cellClassName: 'text-right tabular-nums' },
    }),
    col.accessor('firstTime', {
      header: t.firstTime,
      enableSorting: false,
      cell: ({ getValue }) => <SeenTime time={getValue()} locale={locale} />,
    }),
    col.accessor('time', {
      header: t.time,
      enableSorting: false,
      cell: ({ getValue }) => <SeenTime time={getValue()} locale={locale} />,
    }),
    col.display({
      id: 'detail',
      header: t.stack,
      meta: { label: t.stack },
      cell: ({ row }) => (
        <Button shape="label" size="sm" onClick={() => open(row.original)}>
          {t.showDetail(row.original.id)}
        </Button>
      ),
    }),
  ]);
}
