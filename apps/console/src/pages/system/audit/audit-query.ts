import { auditOutcome, calls, type AuditEntry, type AuditListQuery } from '@cep/contract';
import type { TableQueryState } from '@cep/ui';
import { listQueryOf } from '../../../lists';

/** The filters of the audit table, by their names in the address bar (the call's names). */
export const auditFilterKeys = [
  'actor',
  'action',
  'entity',
  'entityId',
  'outcome',
  'from',
  'to',
] as const;
export type AuditFilterKey = (typeof auditFilterKeys)[number];
export type AuditFilters = Partial<Record<AuditFilterKey, string>>;

/** What `api.listAudit` is asked: paging and the filters the contract knows, typed. */
export type AuditQuery = Partial<AuditListQuery>;

/**
 * The actions the log can hold: every line is written under the name of the call that made it
 * (the server audits by call name), so the contract's table of calls is the list to choose from.
 */
export const auditActions: readonly string[] = Object.keys(calls).sort((a, b) =>
  a.localeCompare(b, 'en'),
);

const minutePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A time filter as the address bar keeps it (a `datetime-local` value, local time, to the
 * minute: readable in a shared link) in epoch milliseconds. `end` takes in the whole minute, so
 * "to 17:05" includes the events of 17:05:59. Anything else is no filter.
 */
export function epochOfMinute(text: string | undefined, end = false): number | undefined {
  if (!text || !minutePattern.test(text)) return undefined;
  const start = new Date(text).getTime();
  if (Number.isNaN(start)) return undefined;
  return end ? start + 59_999 : start;
}

/** The `datetime-local` value (to the minute, local time) of an instant. */
export function minuteOf(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The list call's query for the table's state: text filters as they are (trimmed), the outcome
 * only when it is one the contract knows, the time range in epoch milliseconds. A hand-edited
 * link with a bad value shows the unfiltered list rather than an error.
 */
export function auditQueryOf(state: TableQueryState): AuditQuery {
  const { pageNum, pageSize, ...filters } = listQueryOf(state) as {
    pageNum: number;
    pageSize: number;
  } & AuditFilters;
  const outcome = auditOutcome.safeParse(filters.outcome);
  const query: AuditQuery = {
    pageNum,
    pageSize,
    actor: filters.actor?.trim(),
    action: filters.action?.trim(),
    entity: filters.entity?.trim(),
    entityId: filters.entityId?.trim(),
    outcome: outcome.success ? outcome.data : undefined,
    from: epochOfMinute(filters.from),
    to: epochOfMinute(filters.to, true),
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as AuditQuery;
}

/** The console page of the record an entry is about, when there is one. */
export function targetPathOf(entry: Pick<AuditEntry, 'entity' | 'entityId'>): string | undefined {
  if (entry.entityId === null || !/^\d+$/.test(entry.entityId)) return undefined;
  if (entry.entity === 'patientInformation') return `/system/patients/${entry.entityId}`;
  return undefined;
}

/** The entry's detail as plain text (JSON), for the table and the drawer; never markup. */
export function detailText(detail: AuditEntry['detail'], indent?: number): string {
  if (detail === undefined || Object.keys(detail).length === 0) return '';
  return JSON.stringify(detail, null, indent);
}
