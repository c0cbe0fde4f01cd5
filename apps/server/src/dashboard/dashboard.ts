import type {
  AdminDashboard,
  DoctorDashboard,
  PatientDashboard,
  SignInsOfDay,
} from '@cep/contract';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { toAuditEntry } from '../platform/audit/audit';
import { toClientErrorEntry } from '../client-errors/client-errors';
import { doctorTrainingToday, patientTrainingToday } from '../training/today';
import { listFindings, unreadAlerts } from '../assistant/findings';

/*
 * The dashboard's data, one call per page load (issue 12). It is on the dashboard's critical path,
 * so every query is an index lookup: totals from row_counts (kept by triggers, 0003), sign-ins from
 * a partial index of successful logins, the newest lines from the time indexes, a doctor's team
 * from care_team_members' doctor index and "recently seen" from that doctor's audit lines (0012).
 * The queries of one dashboard run side by side on the pool.
 */

/** Days are counted in China Standard Time, the hospitals' clock (no daylight saving). */
const dayOffsetMs = 8 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;
export const signInDays = 30;
const latestCount = 5;

/** `YYYY-MM-DD` of the UTC+8 day `instant` falls in. */
function dayOf(instant: number): string {
  return new Date(instant + dayOffsetMs).toISOString().slice(0, 10);
}

/** The last `signInDays` days ending today (UTC+8), oldest first, and when the first began. */
export function signInWindow(now: number): { days: string[]; from: Date } {
  const todayStart = Math.floor((now + dayOffsetMs) / dayMs) * dayMs - dayOffsetMs;
  const fromMs = todayStart - (signInDays - 1) * dayMs;
  const days = Array.from({ length: signInDays }, (_, i) => dayOf(fromMs + i * dayMs));
  return { days, from: new Date(fromMs) };
}

async function signInsPerDay(db: Kysely<Tables>, now: number): Promise<SignInsOfDay[]> {
  const { days, from } = signInWindow(now);
  // The predicate repeats the partial index's (audit_log_sign_in_idx) so the planner uses it.
  const rows = await sql<{ day: string; n: string }>`
    SELECT to_char(at AT TIME ZONE 'UTC' + interval '8 hours', 'YYYY-MM-DD') AS day, count(*) AS n
      FROM audit_log
     WHERE action = 'login' AND outcome = 'success' AND at >= ${from}
     GROUP BY 1`.execute(db);
  const byDay = new Map(rows.rows.map((row) => [row.day, Number(row.n)]));
  return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

export async function adminDashboard(
  db: Kysely<Tables>,
  now = Date.now(),
): Promise<AdminDashboard> {
  const [counts, perDay, latestAudit, latestErrors] = await Promise.all([
    db.selectFrom('row_counts').select(['table_name', 'n']).execute(),
    signInsPerDay(db, now),
    db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(latestCount)
      .execute(),
    db
      .selectFrom('client_errors')
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(latestCount)
      .execute(),
  ]);
  const countOf = (table: string) => Number(counts.find((row) => row.table_name === table)?.n ?? 0);
  return {
    role: 'admin',
    counts: {
      users: countOf('users'),
      doctors: countOf('doctors'),
      patients: countOf('patients'),
      signInsLast7Days: perDay.slice(-7).reduce((sum, day) => sum + day.count, 0),
    },
    signInsPerDay: perDay,
    latestAudit: latestAudit.map(toAuditEntry),
    latestClientErrors: latestErrors.map(toClientErrorEntry),
  };
}

/**
 * How far back "recently seen" looks: the doctor's last 500 openings of patient records, a bounded
 * walk of audit_log_patient_opened_idx whatever the size of the log (fewer than five patients in
 * 500 openings would show fewer than five).
 */
const openingsScanned = 500;

/**
 * A doctor's patients: how many their care teams hold, and the five they opened most recently
 * (getPatient or updatePatient lines of the audit log, newest first) that are still on a team of
 * theirs. No doctor record → no team.
 */
export async function doctorDashboard(
  db: Kysely<Tables>,
  { userId, doctorId }: { userId: number; doctorId: number | null },
): Promise<DoctorDashboard> {
  if (doctorId === null) {
    return {
      role: 'doctor',
      myPatients: 0,
      recentPatients: [],
      training: await doctorTrainingToday(db, {}),
      alerts: { unread: 0, latest: [] },
    };
  }
  const scope = { kind: 'team' as const, doctorId };
  const [count, recent, training, unread, latest] = await Promise.all([
    // The patients their list shows: archived ones (issue 32) stay on the team, off the count.
    db
      .selectFrom('care_team_members')
      .innerJoin('patients', 'patients.id', 'care_team_members.patient_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('care_team_members.doctor_id', '=', doctorId)
      .where('patients.archived_at', 'is', null)
      .executeTakeFirstOrThrow(),
    sql<{ id: number; patient_name: string; seen: Date }>`
      SELECT p.id, p.patient_name, s.seen
        FROM (SELECT entity_id, max(at) AS seen
                FROM (SELECT entity_id, at
                        FROM audit_log
                       -- The partial index's own predicate, so the planner uses it.
                       WHERE actor_id = ${userId}
                         AND action IN ('getPatient', 'updatePatient')
                         AND entity = 'patientInformation'
                         AND outcome = 'success'
                       ORDER BY at DESC
                       LIMIT ${openingsScanned}) opened
               GROUP BY entity_id) s
        JOIN patients p ON p.id::text = s.entity_id
       WHERE EXISTS (SELECT 1 FROM care_team_members m
                      WHERE m.doctor_id = ${doctorId} AND m.patient_id = p.id)
         AND p.archived_at IS NULL
       ORDER BY s.seen DESC, p.id
       LIMIT ${latestCount}`.execute(db),
    doctorTrainingToday(db, { doctorId }),
    unreadAlerts(db, scope, userId),
    listFindings(db, scope, userId, { pageNum: 1, pageSize: 5, kinds: ['alert'], unread: true }),
  ]);
  return {
    role: 'doctor',
    training,
    alerts: {
      unread,
      latest: latest.list.map(({ id, rule, patientId, patientName, createdAt, link }) => ({
        id,
        rule,
        patientId,
        patientName,
        createdAt,
        link,
      })),
    },
    myPatients: Number(count.n),
    recentPatients: recent.rows.map((row) => ({
      id: row.id,
      patientName: row.patient_name,
      seenAt: row.seen.getTime(),
    })),
  };
}

/** A patient's own: their record's id and how many clinicians are on their team. */
export async function patientDashboard(
  db: Kysely<Tables>,
  userId: number,
): Promise<PatientDashboard> {
  const rowQuery = db
    .selectFrom('patients')
    .select((eb) => [
      'patients.id',
      eb
        .selectFrom('care_team_members')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('care_team_members.patient_id', '=', 'patients.id')
        .as('team'),
    ])
    .where('patients.user_id', '=', userId)
    .executeTakeFirst();
  const [row, training] = await Promise.all([rowQuery, patientTrainingToday(db, userId)]);
  return {
    role: 'patient',
    patientId: row?.id ?? null,
    careTeamSize: Number(row?.team ?? 0),
    training,
  };
}
