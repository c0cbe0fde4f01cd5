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
/** A column of what the entry says (its summary), '—' where it says nothing. */
function summaryColumn(
  field: keyof PatientImportEntry['summary'],
  header: string,
  className?: string,
) {
  return col.display({
    id: field === 'idCardMasked' ? 'idCard' : field,
    header,
    meta: { label: header },
    cell: ({ row }) => {
      const value = row.original.summary[field] ?? '—';
      return className ? <span className={className}>{value}</span> : value;
    },
  });
}

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
    summaryColumn('name', t.name),
    summaryColumn('sex', t.sex),
    summaryColumn('birthDate', t.birthDate, 'whitespace-nowrap tabular-nums'),
    summaryColumn('mrn', t.mrn),
    summaryColumn('idCardMasked', t.idCard, 'tabular-nums'),
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
