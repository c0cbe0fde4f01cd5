import {
  findingAction,
  type Finding,
  type FindingKind,
  type FindingStatus,
  type Page,
} from '@cep/contract';
import { sql as raw, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import type { PatientScope } from '../patients/patients';
import { fetchPage, offsetOf } from '../platform/lists/list-query';
import { patientFacts } from './facts';
import { runRules } from './rules';

/*
 * The assistant's findings: stored when its rules run, listed to the clinicians of the patient's
 * care team, decided (accept / reject) and read. Who may call is the routes' (assistant/routes.ts).
 */

/** The channel every server instance LISTENs on (assistant/alert-hub.ts). */
export const ALERT_CHANNEL = 'cep_alerts';

/** What goes over the channel: a new alert of a patient, or one user's reads. */
export type AlertNotice = { patientId: number; findingId: number } | { userId: number };

export async function notifyAlerts(sql: Kysely<Tables>, notice: AlertNotice): Promise<void> {
  // NOTIFY in a transaction is delivered when it commits, and never if it rolls back.
  await raw`SELECT pg_notify(${ALERT_CHANNEL}, ${JSON.stringify(notice)})`.execute(sql);
}

/**
 * Runs every rule over the patient's facts in the caller's transaction: a finding not yet open is
 * added (the unique open key makes a second run, even a concurrent one, add nothing), an open one
 * whose rule no longer fires is closed as resolved, and each new alert is announced.
 */
export async function runAssistant(
  sql: Kysely<Tables>,
  patientId: number,
  now = Date.now(),
): Promise<void> {
  const found = runRules(await patientFacts(sql, patientId, now));
  const keys = found.map((finding) => finding.key);
  await sql
    .updateTable('assistant_findings')
    .set({ status: 'resolved', decided_at: new Date(now) })
    .where('patient_id', '=', patientId)
    .where('status', '=', 'open')
    .$if(keys.length > 0, (query) => query.where('key', 'not in', keys))
    .execute();
  for (const finding of found) {
    const inserted = await sql
      .insertInto('assistant_findings')
      .values({
        patient_id: patientId,
        rule: finding.rule,
        kind: finding.kind,
        key: finding.key,
        numbers: JSON.stringify(finding.numbers),
        action: JSON.stringify(finding.action),
        link: finding.link,
      })
      .onConflict((oc) =>
        oc.columns(['patient_id', 'key']).where('status', '=', 'open').doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (inserted && finding.kind === 'alert') {
      await notifyAlerts(sql, { patientId, findingId: inserted.id });
    }
  }
}

/** Findings of the patients `scope` reaches (a doctor's care teams, or everyone). */
function inScope(scope: PatientScope) {
  return (eb: ExpressionBuilder<Tables & { f: Tables['assistant_findings'] }, 'f'>) => {
    if (scope.kind === 'all') return eb.val(true);
    if (scope.kind === 'team' && scope.doctorId !== null) {
      return eb.exists(
        eb
          .selectFrom('care_team_members as m')
          .select('m.patient_id')
          .whereRef('m.patient_id', '=', 'f.patient_id')
          .where('m.doctor_id', '=', scope.doctorId),
      );
    }
    return eb.val(false);
  };
}

function findingQuery(sql: Kysely<Tables>, userId: number) {
  return sql
    .selectFrom('assistant_findings as f')
    .innerJoin('patients as p', 'p.id', 'f.patient_id')
    .leftJoin('users as d', 'd.id', 'f.decided_by')
    .leftJoin('assistant_finding_reads as r', (join) =>
      join.onRef('r.finding_id', '=', 'f.id').on('r.user_id', '=', userId),
    )
    .select([
      'f.id',
      'f.patient_id',
      'p.patient_name',
      'f.rule',
      'f.kind',
      'f.status',
      'f.numbers',
      'f.action',
      'f.link',
      'f.created_at',
      'd.name as decided_by_name',
      'f.decided_at',
      'f.reason',
      'r.read_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof findingQuery>['execute']>>[number];

function toFinding(row: Row): Finding {
  return {
    id: row.id,
    patientId: row.patient_id,
    patientName: row.patient_name,
    rule: row.rule,
    kind: row.kind,
    status: row.status,
    numbers: row.numbers,
    action: findingAction.parse(row.action),
    link: row.link,
    createdAt: row.created_at.getTime(),
    decidedBy: row.decided_by_name,
    decidedAt: row.decided_at ? row.decided_at.getTime() : null,
    reason: row.reason,
    read: row.read_at !== null,
  };
}

export interface FindingFilter {
  pageNum: number;
  pageSize: number;
  kinds: readonly FindingKind[];
  patientId?: number | undefined;
  status?: FindingStatus | undefined;
  unread?: boolean | undefined;
}

/** A page of findings, newest first. */
export function listFindings(
  sql: Kysely<Tables>,
  scope: PatientScope,
  userId: number,
  filter: FindingFilter,
): Promise<Page<Finding>> {
  let rows = findingQuery(sql, userId).where('f.kind', 'in', filter.kinds).where(inScope(scope));
  if (filter.patientId !== undefined) rows = rows.where('f.patient_id', '=', filter.patientId);
  if (filter.status !== undefined) rows = rows.where('f.status', '=', filter.status);
  if (filter.unread) rows = rows.where('r.read_at', 'is', null);
  return fetchPage(
    filter,
    () => rows.orderBy('f.id', 'desc').limit(filter.pageSize).offset(offsetOf(filter)).execute(),
    async () =>
      (
        await rows
          .clearSelect()
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    toFinding,
  );
}

/** One finding, if `scope` reaches it. */
export async function findFinding(
  sql: Kysely<Tables>,
  scope: PatientScope,
  userId: number,
  id: number,
  lock = false,
): Promise<Finding | undefined> {
  if (lock) {
    await sql
      .selectFrom('assistant_findings')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .execute();
  }
  const row = await findingQuery(sql, userId)
    .where('f.id', '=', id)
    .where(inScope(scope))
    .executeTakeFirst();
  return row ? toFinding(row) : undefined;
}

/** Closes an open finding as accepted or rejected, by whom and why. */
export async function decideFinding(
  sql: Kysely<Tables>,
  id: number,
  status: 'accepted' | 'rejected',
  userId: number,
  reason?: string,
): Promise<void> {
  await sql
    .updateTable('assistant_findings')
    .set({ status, decided_by: userId, decided_at: new Date(), reason: reason || null })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}

/** The caller's unread open alerts. */
export async function unreadAlerts(
  sql: Kysely<Tables>,
  scope: PatientScope,
  userId: number,
): Promise<number> {
  const row = await sql
    .selectFrom('assistant_findings as f')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('f.kind', '=', 'alert')
    .where('f.status', '=', 'open')
    .where(inScope(scope))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('assistant_finding_reads as r')
            .select('r.finding_id')
            .whereRef('r.finding_id', '=', 'f.id')
            .where('r.user_id', '=', userId),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the caller's alerts read (`ids` absent: every alert they reach). */
export async function markAlertsRead(
  sql: Kysely<Tables>,
  scope: PatientScope,
  userId: number,
  ids: readonly number[] | undefined,
): Promise<void> {
  if (ids && ids.length === 0) return;
  await sql
    .insertInto('assistant_finding_reads')
    .columns(['finding_id', 'user_id'])
    .expression(
      sql
        .selectFrom('assistant_findings as f')
        .select(['f.id', raw<number>`${userId}::int`.as('user_id')])
        .where('f.kind', '=', 'alert')
        .where(inScope(scope))
        .$if(ids !== undefined, (query) => query.where('f.id', 'in', ids!)),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await notifyAlerts(sql, { userId });
}
