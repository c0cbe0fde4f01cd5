import type { FhirDiagnosticReportSearch } from '@cep/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import type { PatientScope } from '../../patients/patients';
import { ApiError } from '../../platform/http/api-error';
import type { FhirResource, Paging } from '../bundle';
import type { CompartmentReader, FhirContext } from '../context';
import { instant, parseDateParam } from '../dates';
import { inPatientScope, outOfScope } from '../scope';
import { anyOf, patientCondition, splitToken } from '../search';
import { systems } from '../systems';

/*
 * FHIR DiagnosticReport (issue 31): the monthly training report of a patient, one per patient per
 * China month with at least one exercise result, id `training-<patientId>-<YYYY-MM>` (stable: the
 * month and the patient name it). `final` once the month is over, `preliminary` during it. Its
 * `presentedForm` is the report's PDF, served as `Binary/training-report-<patientId>-<YYYY-MM>`
 * (routes.ts) under the same care-team rule, step-up and audit as GET /api/report/pdf.
 */

/** One month of one patient's training. */
export interface MonthRow {
  patient_id: number;
  patient_name: string;
  /** `YYYY-MM`, China time. */
  month: string;
  /** The month's latest result. */
  last_at: Date;
}

const reportId = /^training-([1-9]\d{0,9})-(\d{4})-(0[1-9]|1[0-2])$/;
const binaryId = /^training-report-([1-9]\d{0,9})-(\d{4})-(0[1-9]|1[0-2])$/;

/** `training-42-2026-03` → { patientId: 42, month: '2026-03' }, or undefined for any other id. */
export function parseReportId(
  id: string,
  kind: 'report' | 'binary' = 'report',
): { patientId: number; month: string } | undefined {
  const match = (kind === 'report' ? reportId : binaryId).exec(id);
  if (!match || Number(match[1]) > 2_147_483_647) return undefined;
  return { patientId: Number(match[1]), month: `${match[2]}-${match[3]}` };
}

export const reportIdOf = (patientId: number, month: string) => `training-${patientId}-${month}`;
export const binaryIdOf = (patientId: number, month: string) =>
  `training-report-${patientId}-${month}`;

/** The first instant after a China month (UTC+08:00). */
function monthEnd(month: string): Date {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, number!, 1) - 8 * 3_600_000);
}
/** The month's last China day, `YYYY-MM-DD`. */
function lastDay(month: string): string {
  return new Date(monthEnd(month).getTime() + 8 * 3_600_000 - 86_400_000)
    .toISOString()
    .slice(0, 10);
}
function chinaToday(now: number): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The days a month's report covers: the month, up to today while it runs. */
export function monthPeriod(month: string, now = Date.now()): { from: string; to: string } {
  const last = lastDay(month);
  const today = chinaToday(now);
  return { from: `${month}-01`, to: last < today ? last : today };
}

/** The months (as a subquery: patient_id, month_local, last_at) the scope reaches. */
function months(scope: PatientScope, patientId: number | undefined) {
  return sql`SELECT r.patient_id,
                    date_trunc('month', r.finished_at AT TIME ZONE 'Asia/Shanghai') AS month_local,
                    max(r.finished_at) AS last_at
               FROM exercise_results r
              WHERE ${inPatientScope(sql.ref('r.patient_id'), scope)}
                ${patientId === undefined ? sql`` : sql`AND r.patient_id = ${patientId}::integer`}
              GROUP BY 1, 2`;
}

const startOf = sql`(m.month_local AT TIME ZONE 'Asia/Shanghai')`;
const endOf = sql`((m.month_local + interval '1 month') AT TIME ZONE 'Asia/Shanghai')`;

/** FHIR's date search against the month's period (https://hl7.org/fhir/R4/search.html#date). */
function periodCondition(value: string): RawBuilder<SqlBool> {
  const { prefix, start, end } = parseDateParam(value);
  const s = start.toISOString();
  const e = end.toISOString();
  switch (prefix) {
    case 'gt':
      return sql<SqlBool>`${endOf} > ${e}::timestamptz`;
    case 'ge':
      return sql<SqlBool>`${endOf} > ${s}::timestamptz`;
    case 'lt':
      return sql<SqlBool>`${startOf} < ${s}::timestamptz`;
    case 'le':
      return sql<SqlBool>`${startOf} < ${e}::timestamptz`;
    default:
      return sql<SqlBool>`(${startOf} >= ${s}::timestamptz AND ${endOf} <= ${e}::timestamptz)`;
  }
}

function patientOfReport(reference: string): RawBuilder<SqlBool> {
  return patientCondition(sql.ref('m.patient_id'), reference);
}

function idCondition(id: string): RawBuilder<SqlBool> {
  const parsed = parseReportId(id.trim());
  return parsed
    ? sql<SqlBool>`(m.patient_id = ${parsed.patientId}::integer
                    AND to_char(m.month_local, 'YYYY-MM') = ${parsed.month})`
    : sql<SqlBool>`false`;
}

function statusCondition(token: string): RawBuilder<SqlBool> {
  const { value } = splitToken(token.trim());
  if (value === 'final') return sql<SqlBool>`${endOf} <= now()`;
  if (value === 'preliminary') return sql<SqlBool>`${endOf} > now()`;
  return sql<SqlBool>`false`;
}

function conditions(query: FhirDiagnosticReportSearch): RawBuilder<SqlBool>[] {
  const on: RawBuilder<SqlBool>[] = [];
  if (query.patient !== undefined) on.push(anyOf(query.patient, patientOfReport));
  if (query.subject !== undefined) on.push(anyOf(query.subject, patientOfReport));
  if (query._id !== undefined) on.push(anyOf(query._id, idCondition));
  if (query.status !== undefined) on.push(anyOf(query.status, statusCondition));
  for (const value of query.date ?? []) on.push(periodCondition(value));
  for (const value of query._lastUpdated ?? []) {
    const { prefix, start, end } = parseDateParam(value);
    const s = start.toISOString();
    const e = end.toISOString();
    on.push(
      prefix === 'gt'
        ? sql<SqlBool>`m.last_at >= ${e}::timestamptz`
        : prefix === 'ge'
          ? sql<SqlBool>`m.last_at >= ${s}::timestamptz`
          : prefix === 'lt'
            ? sql<SqlBool>`m.last_at < ${s}::timestamptz`
            : prefix === 'le'
              ? sql<SqlBool>`m.last_at < ${e}::timestamptz`
              : sql<SqlBool>`(m.last_at >= ${s}::timestamptz AND m.last_at < ${e}::timestamptz)`,
    );
  }
  return on;
}

async function selectMonths(
  db: Kysely<Tables>,
  scope: PatientScope,
  patientId: number | undefined,
  where: RawBuilder<SqlBool>[],
  paging: Paging,
): Promise<{ rows: MonthRow[]; total: number }> {
  const filter = where.length > 0 ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const from = sql`(${months(scope, patientId)}) m JOIN patients p ON p.id = m.patient_id`;
  const [rows, counted] = await Promise.all([
    paging.count === 0
      ? Promise.resolve({ rows: [] as MonthRow[] })
      : sql<MonthRow>`SELECT m.patient_id, p.patient_name,
                             to_char(m.month_local, 'YYYY-MM') AS month, m.last_at
                        FROM ${from} ${filter}
                       ORDER BY m.month_local DESC, m.patient_id
                       LIMIT ${paging.count}::integer OFFSET ${paging.offset}::integer`.execute(db),
    sql<{ n: string }>`SELECT count(*) AS n FROM ${from} ${filter}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(counted.rows[0]?.n ?? 0) };
}

/** A page of the monthly reports `scope` reaches that match the search, and how many match. */
export function searchReports(
  db: Kysely<Tables>,
  query: FhirDiagnosticReportSearch,
  scope: PatientScope,
  paging: Paging,
): Promise<{ rows: MonthRow[]; total: number }> {
  return selectMonths(db, scope, undefined, conditions(query), paging);
}

/**
 * The month of a report id in `scope`: 40401 for an id we never hand out or a month without
 * training, the refusal `outOfScope` names for a patient the caller does not reach.
 */
export async function findReport(
  db: Kysely<Tables>,
  scope: PatientScope,
  parsed: { patientId: number; month: string } | undefined,
  type: string,
): Promise<MonthRow> {
  if (!parsed) throw new ApiError(40401, `${type} 资源不存在`);
  const reached = await db
    .selectFrom('patients as p')
    .select('p.id')
    .where('p.id', '=', parsed.patientId)
    .where(inPatientScope(sql.ref('p.id'), scope))
    .executeTakeFirst();
  if (!reached) throw outOfScope(scope, type);
  const { rows } = await selectMonths(
    db,
    scope,
    parsed.patientId,
    [sql<SqlBool>`to_char(m.month_local, 'YYYY-MM') = ${parsed.month}`],
    { count: 1, offset: 0 },
  );
  const row = rows[0];
  if (!row) throw new ApiError(40401, `${type} 资源不存在`);
  return row;
}

/** The report's title, as the PDF and `presentedForm.title` say it. */
export function reportTitle(month: string): string {
  const [year, number] = month.split('-');
  return `认知训练报告（${year}年${Number(number)}月）`;
}

/** The FHIR DiagnosticReport of a patient's month. */
export function toDiagnosticReport(
  row: MonthRow,
  fhir: Pick<FhirContext, 'base'>,
  now = Date.now(),
): FhirResource {
  const final = monthEnd(row.month).getTime() <= now;
  const period = monthPeriod(row.month, now);
  return {
    resourceType: 'DiagnosticReport',
    id: reportIdOf(row.patient_id, row.month),
    meta: { lastUpdated: instant(row.last_at) },
    status: final ? 'final' : 'preliminary',
    code: {
      coding: [
        {
          system: systems.codes('report'),
          code: 'cognitive-training-monthly',
          display: '认知训练月度报告',
        },
      ],
      text: '认知训练报告',
    },
    subject: { reference: `Patient/${row.patient_id}`, display: row.patient_name },
    effectivePeriod: { start: period.from, end: period.to },
    issued: instant(final ? monthEnd(row.month) : new Date(now)),
    presentedForm: [
      {
        contentType: 'application/pdf',
        language: 'zh-CN',
        url: `${fhir.base}/Binary/${binaryIdOf(row.patient_id, row.month)}`,
        title: `${reportTitle(row.month)} ${row.patient_name}`,
      },
    ],
  };
}

/** A patient's monthly reports, newest first, for `Patient/{id}/$everything`. */
export const diagnosticReportCompartment: CompartmentReader = async (fhir, patientId, limit) => {
  const { rows } = await selectMonths(fhir.db, fhir.scope, patientId, [], {
    count: limit,
    offset: 0,
  });
  return rows.map((row) => toDiagnosticReport(row, fhir));
};
