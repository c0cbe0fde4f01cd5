import type { PatientImportEntry, PatientImportStatus } from '@cep/contract';
import { Badge, createDataTableColumnHelper } from '@cep/ui';
import type { PatientImportMessages } from './messages';

const col = createDataTableColumnHelper<PatientImportEntry>();

const tones: Record<PatientImportStatus, 'success' | 'info' | 'warning' | 'danger'> = {
  new: 'success',
  match: 'info',
  conflict: 'warning',
  invalid: 'danger',
};

/** An entry's status, as a badge that says it in words. */
export function StatusBadge({
  status,
  t,
}: {
  status: PatientImportStatus;
  t: PatientImportMessages;
}) {
  return <Badge variant={tones[status]}>{t.statusText[status]}</Badge>;
}

/** Why an entry is a conflict or invalid: the fields that differ, or the server's messages. */
export function EntryDetail({ entry, t }: { entry: PatientImportEntry; t: PatientImportMessages }) {
  if (entry.outcome) {
    return (
      <ul className="list-disc ps-4">
        {entry.outcome.issue.map((issue, position) => (
          <li key={position}>
            {issue.diagnostics}
            {issue.expression?.[0] && (
              <code className="ms-1 text-sm break-all text-muted-foreground">
                {issue.expression[0]}
              </code>
            )}
          </li>
        ))}
      </ul>
    );
  }
  if (entry.differences && entry.differences.length > 0) {
    return (
      <span>
        {t.differs}
        {entry.differences.map((difference) => t.difference[difference]).join('、')}
      </span>
    );
  }
  return null;
}

/** The columns of the preview's table (the preview's own order; nothing sorts). */
export function importColumns(t: PatientImportMessages) {
  return col.columns([
    col.accessor('index', {
      header: t.index,
      enableSorting: false,
      enableHiding: false,
      cell: ({ getValue }) => <span className="tabular-nums">{getValue() + 1}</span>,
      meta: { cellClassName: 'text-right' },
    }),
    col.accessor('status', {
      header: t.status,
      enableSorting: false,
      enableHiding: false,
      cell: ({ getValue }) => <StatusBadge status={getValue()} t={t} />,
    }),
    col.display({
      id: 'name',
      header: t.name,
      meta: { label: t.name },
      cell: ({ row }) => row.original.summary.name ?? '—',
    }),
    col.display({
      id: 'sex',
      header: t.sex,
      meta: { label: t.sex },
      cell: ({ row }) => row.original.summary.sex ?? '—',
    }),
    col.display({
      id: 'birthDate',
      header: t.birthDate,
      meta: { label: t.birthDate },
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">
          {row.original.summary.birthDate ?? '—'}
        </span>
      ),
    }),
    col.display({
      id: 'mrn',
      header: t.mrn,
      meta: { label: t.mrn },
      cell: ({ row }) => row.original.summary.mrn ?? '—',
    }),
    col.display({
      id: 'idCard',
      header: t.idCard,
      meta: { label: t.idCard },
      cell: ({ row }) => (
        <span className="tabular-nums">{row.original.summary.idCardMasked ?? '—'}</span>
      ),
    }),
    col.display({
      id: 'patient',
      header: t.patient,
      meta: { label: t.patient },
      cell: ({ row }) => (row.original.patientId === undefined ? '' : `#${row.original.patientId}`),
    }),
    col.display({
      id: 'detail',
      header: t.detail,
      meta: { label: t.detail },
      cell: ({ row }) => <EntryDetail entry={row.original} t={t} />,
    }),
  ]);
}
