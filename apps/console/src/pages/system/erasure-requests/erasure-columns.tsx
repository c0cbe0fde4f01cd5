import type { ErasureRequest, ErasureStatus } from '@cep/contract';
import { Badge, Button, createDataTableColumnHelper } from '@cep/ui';
import type { ErasureRequestsMessages } from './messages';

const col = createDataTableColumnHelper<ErasureRequest>();

const tones: Record<ErasureStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  completed: 'success',
  rejected: 'default',
};

/** What a row's buttons do (the view opens its dialogs). */
export interface RowActions {
  complete: (request: ErasureRequest) => void;
  reject: (request: ErasureRequest) => void;
  statement: (request: ErasureRequest) => void;
}

/** The columns of the requests' table; `now` decides which pending deadlines are past. */
export function erasureColumns(
  t: ErasureRequestsMessages,
  locale: string,
  now: number,
  actions: RowActions,
) {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const when = (ms: number) => (
    <time dateTime={new Date(ms).toISOString()} className="whitespace-nowrap tabular-nums">
      {format.format(new Date(ms))}
    </time>
  );
  return col.columns([
    col.accessor('patientName', {
      header: t.patient,
      enableSorting: false,
      enableHiding: false,
    }),
    col.display({
      id: 'askedBy',
      header: t.askedBy,
      meta: { label: t.askedBy },
      cell: ({ row }) => (row.original.askedBySelf ? t.self : (row.original.askedByName ?? '')),
    }),
    col.accessor('askedAt', {
      header: t.askedAt,
      enableSorting: false,
      cell: ({ getValue }) => when(getValue()),
    }),
    col.accessor('deadline', {
      header: t.deadline,
      enableSorting: false,
      cell: ({ row, getValue }) => {
        const overdue = row.original.status === 'pending' && getValue() < now;
        return (
          <span
            className={
              overdue ? 'flex flex-wrap items-center gap-1.5 font-semibold text-danger' : ''
            }
            data-overdue={overdue || undefined}
          >
            {when(getValue())}
            {overdue && <Badge variant="danger">{t.overdue}</Badge>}
          </span>
        );
      },
    }),
    col.accessor('status', {
      header: t.status,
      enableSorting: false,
      cell: ({ row, getValue }) => (
        <span className="flex flex-col items-start gap-1">
          <Badge variant={tones[getValue()]}>{t.statusText[getValue()]}</Badge>
          {row.original.reason && <span className="text-sm">{row.original.reason}</span>}
        </span>
      ),
    }),
    col.display({
      id: 'decided',
      header: t.decided,
      meta: { label: t.decided },
      cell: ({ row }) =>
        row.original.decidedAt === null ? (
          ''
        ) : (
          <span className="flex flex-col">
            <span>{row.original.decidedByName}</span>
            {when(row.original.decidedAt)}
          </span>
        ),
    }),
    col.display({
      id: 'actions',
      header: t.actions,
      meta: { label: t.actions },
      cell: ({ row }) => {
        const request = row.original;
        if (request.status === 'pending') {
          return (
            <span className="flex flex-wrap gap-2">
              <Button size="sm" variant="danger" onClick={() => actions.complete(request)}>
                {t.complete}
              </Button>
              <Button size="sm" onClick={() => actions.reject(request)}>
                {t.reject}
              </Button>
            </span>
          );
        }
        if (request.statement) {
          return (
            <Button size="sm" onClick={() => actions.statement(request)}>
              {t.statement}
            </Button>
          );
        }
        return null;
      },
    }),
  ]);
}
