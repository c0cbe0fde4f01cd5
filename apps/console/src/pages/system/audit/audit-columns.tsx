import type { AuditEntry, AuditOutcome } from '@cep/contract';
import {
  Badge,
  Button,
  createDataTableColumnHelper,
  formatTime,
  TimeAgoText,
  type Locale,
} from '@cep/ui';
import { Link } from 'react-router';
import { detailText, targetPathOf } from './audit-query';
import type { AuditMessages } from './messages';

const outcomeVariant: Record<AuditOutcome, 'success' | 'warning' | 'danger'> = {
  success: 'success',
  denied: 'warning',
  failure: 'danger',
};

/** The outcome as a word in a badge: the colour only repeats what the word says. */
export function OutcomeBadge({ outcome, t }: { outcome: AuditOutcome; t: AuditMessages }) {
  return <Badge variant={outcomeVariant[outcome]}>{t.outcomes[outcome]}</Badge>;
}

/**
 * When: the platform's one date format (`2026-11-23 09:05:00`) as a machine-readable instant, and
 * under it how long ago, in the spec's elapsed reading (`3 天前`).
 */
export function AuditTime({ time, locale }: { time: number; locale: Locale }) {
  return (
    <span className="flex flex-col">
      <time dateTime={new Date(time).toISOString()} className="whitespace-nowrap tabular-nums">
        {formatTime(time, undefined, { locale })}
      </time>
      <TimeAgoText reading="elapsed" time={time} className="text-xs text-muted-foreground" />
    </span>
  );
}

/** Who acted: the name the log kept, and the account's id (the name may have changed since). */
export function actorText(entry: Pick<AuditEntry, 'actorName' | 'actorId'>, t: AuditMessages) {
  if (entry.actorName === null && entry.actorId === null) return t.system;
  const name = entry.actorName ?? '';
  return entry.actorId === null ? name : `${name} #${entry.actorId}`.trim();
}

/** The record an entry is about: its kind and id, a link when the console has a page for it. */
export function AuditTarget({ entry, t }: { entry: AuditEntry; t: AuditMessages }) {
  const path = targetPathOf(entry);
  return (
    <span className="whitespace-nowrap">
      {entry.entity}
      {entry.entityId !== null && ' '}
      {entry.entityId !== null &&
        (path ? (
          <Link
            to={path}
            aria-label={t.openTarget(entry.entityId)}
            className="inline-flex min-h-6 items-center text-primary underline underline-offset-2"
          >
            #{entry.entityId}
          </Link>
        ) : (
          `#${entry.entityId}`
        ))}
    </span>
  );
}

const col = createDataTableColumnHelper<AuditEntry>();

/** The audit table's columns; none sorts (the log is newest first, as the server keeps it). */
export function auditColumns(t: AuditMessages, locale: Locale, open: (entry: AuditEntry) => void) {
  return col.columns([
    col.accessor('time', {
      header: t.time,
      enableSorting: false,
      enableHiding: false,
      cell: ({ getValue }) => <AuditTime time={getValue()} locale={locale} />,
    }),
    col.display({
      id: 'actor',
      header: t.actor,
      meta: { label: t.actor },
      cell: ({ row }) => <span className="whitespace-nowrap">{actorText(row.original, t)}</span>,
    }),
    col.accessor('action', { header: t.action, enableSorting: false }),
    col.display({
      id: 'target',
      header: t.target,
      meta: { label: t.target },
      cell: ({ row }) => <AuditTarget entry={row.original} t={t} />,
    }),
    col.accessor('outcome', {
      header: t.outcome,
      enableSorting: false,
      cell: ({ getValue }) => <OutcomeBadge outcome={getValue()} t={t} />,
    }),
    col.accessor('ip', {
      header: t.ip,
      enableSorting: false,
      meta: { cellClassName: 'whitespace-nowrap tabular-nums' },
    }),
    col.display({
      id: 'detail',
      header: t.detail,
      meta: { label: t.detail },
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <span className="line-clamp-1 max-w-48 font-mono text-sm break-all">
            {detailText(row.original.detail)}
          </span>
          <Button shape="label" size="sm" className="shrink-0" onClick={() => open(row.original)}>
            {t.showDetail(row.original.id)}
          </Button>
        </span>
      ),
    }),
  ]);
}
