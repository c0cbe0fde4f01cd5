import type { Page, Patient, PatientExportQuery, PatientListQuery } from '@cep/contract';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Pool } from '../platform/db/pool';
import type { Tables } from '../platform/db/schema';
import { Params, prepared } from '../platform/db/statement';
import { containsPattern, offsetOf } from '../platform/lists/list-query';
import { readLineCtes, type ReadLine } from '../platform/audit/audit';
import { searchForm } from './name-pinyin';

import { patientColumns, toPatient, type PatientRow } from './patient-record';

/**
 * Which patients a caller may see: every one (admins), those on the care teams of a doctor record
 * (`doctorId`; null for a doctor account without a record: nobody), or only the caller's own
 * record (patients).
 */
export type PatientScope =
  { kind: 'all' } | { kind: 'team'; doctorId: number | null } | { kind: 'self'; userId: number };

/** `patientColumns` of the table aliased `p`, for a select list. */
const patientSelect = patientColumns.map((column) => `p.${column}`).join(', ');

type PatientFilters = Omit<PatientListQuery, 'pageNum' | 'pageSize'>;

/**
 * The conditions (AND-ed) on `patients p` of `scope` and of the filters; their values go to
 * `params`. `name` matches the characters, the full pinyin or the initials (one search text on a
 * trigram index, migration 0023); `doctorId` keeps that clinician's care team.
 *
 * A doctor's team is an EXISTS on care_team_members with the doctor record's id as a value, so
 * PostgreSQL plans with that doctor's own row estimate and walks the (doctor_id, patient_id)
 * index in id order (a join to `doctors` by account instead hides the id from the planner: 30 ms
 * instead of 0.1 ms for a small team among 10 000 patients). `doctorId` is the same EXISTS.
 */
function patientConditions(
  query: Partial<PatientFilters>,
  scope: PatientScope,
  params: Params,
  single = false,
): string[] {
  const on: string[] = [];
  const team = (doctorId: number) =>
    `EXISTS (SELECT 1 FROM care_team_members m
              WHERE m.patient_id = p.id AND m.doctor_id = ${params.add(doctorId)}::integer)`;
  if (scope.kind === 'self') on.push(`p.user_id = ${params.add(scope.userId)}::integer`);
  if (scope.kind === 'team') on.push(scope.doctorId === null ? 'false' : team(scope.doctorId));
  if (query.name) {
    // One column, one trigram index (migration 0023): the characters, full pinyin and initials,
    // all in the form the text is given in. The pattern as a sub-select: the planner sees no
    // value in it, so every call gets the same plan (the index) and PostgreSQL keeps the
    // statement's generic plan instead of planning it anew for each pattern — planning cost more
    // than running (bench/server).
    const pattern = params.add(containsPattern(searchForm(query.name)));
    on.push(`p.name_search LIKE (SELECT ${pattern}::text)`);
  }
  if (query.phone) on.push(`p.phone LIKE ${params.add(containsPattern(query.phone))}::text`);
  if (query.sex) on.push(`p.sex = ${params.add(query.sex)}::text`);
  if (query.edu) on.push(`p.edu = ${params.add(query.edu)}::text`);
  if (query.ageMin !== undefined) on.push(`p.age >= ${params.add(query.ageMin)}::integer`);
  if (query.ageMax !== undefined) on.push(`p.age <= ${params.add(query.ageMax)}::integer`);
  if (query.doctorId !== undefined) on.push(team(query.doctorId));
  if (query.userId !== undefined) on.push(`p.user_id = ${params.add(query.userId)}::integer`);
  // Issue 32: archived records only when an admin asks for them (显示已归档). Not for a single
  // record's lookup (findPatient): the care team still reads an archived patient's record.
  if (query.archived === 'only') on.push('p.archived_at IS NOT NULL');
  else if (query.archived !== 'include' && !single) on.push('p.archived_at IS NULL');
  return on;
}

/** ` WHERE …` of the conditions, or nothing. */
function whereOf(conditions: string[]): string {
  return conditions.length === 0 ? '' : ` WHERE ${conditions.join(' AND ')}`;
}

/**
 * The sort asked for, ties by id, on the table or CTE `alias`. A name sorts by its pinyin (the
 * order a Chinese reader expects, which code-point order of the characters is not); unknown ages
 * go last.
 */
function patientOrder(
  { sortBy = 'id', sortOrder }: Pick<PatientFilters, 'sortBy' | 'sortOrder'>,
  alias: string,
): string {
  const direction = sortOrder === 'desc' ? 'DESC' : 'ASC';
  const keys =
    sortBy === 'patientName'
      ? [`${alias}.name_pinyin ${direction} NULLS LAST`, `${alias}.patient_name ${direction}`]
      : sortBy === 'age'
        ? [`${alias}.age ${direction} NULLS LAST`]
        : sortBy === 'sex'
          ? [`${alias}.sex ${direction} NULLS LAST`]
          : [];
  return [...keys, `${alias}.id ${direction}`].join(', ');
}

/** The record `id`, if it exists and `scope` lets the caller see it. */
export async function findPatient(
  db: Kysely<Tables>,
  id: number,
  scope: PatientScope = { kind: 'all' },
): Promise<Patient | undefined> {
  const params = new Params();
  const on = [`p.id = ${params.add(id)}::integer`, ...patientConditions({}, scope, params, true)];
  const { rows } = await db.executeQuery<PatientRow>(
    CompiledQuery.raw(`SELECT ${patientSelect} FROM patients p${whereOf(on)}`, params.values),
  );
  const row = rows[0];
  return row && toPatient(row);
}

/** True when no filter narrows the list (its total is the trigger-kept count). */
function unfiltered(query: PatientFilters, scope: PatientScope): boolean {
  return (
    scope.kind === 'all' &&
    !query.name &&
    !query.phone &&
    !query.sex &&
    !query.edu &&
    query.ageMin === undefined &&
    query.ageMax === undefined &&
    query.doctorId === undefined &&
    query.userId === undefined &&
    // row_counts counts the records not archived (migration 0038): the default list's total.
    query.archived === undefined
  );
}

/** The exact total of the patients the conditions `where` select, as an SQL expression. */
function totalOf(query: PatientFilters, scope: PatientScope, where: string): string {
  return unfiltered(query, scope)
    ? `(SELECT n FROM row_counts WHERE table_name = 'patients')`
    : `(SELECT count(*) FROM patients p${where})`;
}

/**
 * LIMIT and OFFSET of a page. The first page's are written as numbers (the contract bounds the
 * page size to 1–100, so there are at most 100 such texts per shape): with both known, the
 * statement's generic plan is as good as a custom one, and PostgreSQL stops planning it on every
 * call (planning cost more than running it). A later page's are values, for a bounded number of
 * statement texts.
 */
function pageLimit(query: { pageNum: number; pageSize: number }, params: Params): string {
  const offset = offsetOf(query);
  if (offset === 0 && Number.isSafeInteger(query.pageSize)) return `LIMIT ${query.pageSize}`;
  return `LIMIT ${params.add(query.pageSize)}::bigint OFFSET ${params.add(offset)}::bigint`;
}

/**
 * The `matched` CTE (the ids the list's filters and scope select), for a `WITH` list. A doctor's
 * list starts from their care team, materialized first, and looks each member up by primary key:
 * a team is small beside all patients, and with the team as an EXISTS beside the name filter the
 * planner merge-joined it against the whole primary key (or, before ANALYZE, hash-joined it to a
 * scan of every patient) to find the few whose name matched (bench/server: 8 ms of PostgreSQL per
 * request for a team of 6 among 10 000 patients; 0.06 ms this way).
 */
function matchedCtes(query: PatientFilters, scope: PatientScope, params: Params): string {
  if (scope.kind === 'team' && scope.doctorId !== null) {
    const team = `care_team AS MATERIALIZED (SELECT m.patient_id FROM care_team_members m
                      WHERE m.doctor_id = ${params.add(scope.doctorId)}::integer)`;
    const rest = patientConditions(query, { kind: 'all' }, params);
    // LATERAL … OFFSET 0: not flattened into a join, so each member is one primary-key lookup
    // whatever the statistics say (before ANALYZE, a join chose to scan every patient).
    const on = [`p.id = t.patient_id`, ...rest].join(' AND ');
    return `${team},
  matched AS MATERIALIZED (SELECT p.id FROM care_team t
    CROSS JOIN LATERAL (SELECT p.id FROM patients p WHERE ${on} OFFSET 0) p)`;
  }
  const where = whereOf(patientConditions(query, scope, params));
  return `matched AS MATERIALIZED (SELECT p.id FROM patients p${where})`;
}

/**
 * A page of the patients `scope` reaches, and its 'success' read line in the audit log naming the
 * records shown ("who saw patient 42") and the filter it was asked with, and each record's care
 * team, in ONE statement on the pool (bench/server: the patient list was 5 round trips — session,
 * rows, count, audit line, care teams — and spent most of its time in our code; now it is 2). Each row carries the page's exact total: the trigger-kept count when nothing
 * filters, else a `count(*)` of the filtered set (not a `count(*) OVER ()` beside the rows, which
 * builds every matching row before the LIMIT: ~15× slower on 10 000 patients); an empty page is
 * one row of nulls with the total. Rows rather than JSON built by PostgreSQL: json_build_object
 * cost the database more than the whole rest of the statement. A named prepared statement per
 * shape of the query. The records come as stored (the caller masks).
 */
export async function listPatientsLogged(
  pool: Pool,
  query: PatientListQuery,
  scope: PatientScope,
  line: ReadLine,
): Promise<Page<PatientWithTeam>> {
  const params = new Params();
  const param = (value: unknown) => params.add(value);
  const byName = query.sortBy === 'patientName' ? ', p.name_pinyin' : '';
  const order = patientOrder(query, 'page');
  const filter = filterOf(query);
  // Filtered: the matching ids once, for both the page and its total (not the conditions twice —
  // the name filter's trigram scan), in a shape whose generic plan is as good as a
  // custom one (a LIMIT beside `LIKE $1` makes the generic plan walk the primary key instead).
  const all = unfiltered(query, scope);
  const matched = all
    ? ''
    : `${matchedCtes(query, scope, params)},
  `;
  const text = `WITH ${matched}page AS (
    SELECT ${patientSelect}${byName} FROM patients p${
      all ? ' WHERE p.archived_at IS NULL' : ' WHERE p.id IN (SELECT id FROM matched)'
    }
     ORDER BY ${patientOrder(query, 'p')}
     ${pageLimit(query, params)}
  ),
  ${readLineCtes(
    line,
    `(SELECT string_agg(page.id::text, ',' ORDER BY ${order}) FROM page)`,
    param,
    filter && `${param(JSON.stringify({ filter }))}::jsonb`,
  )}
SELECT t.total, page.*, team.doctor_ids, team.doctor_names
  FROM (SELECT ${all ? totalOf(query, scope, '') : '(SELECT count(*) FROM matched)'} AS total) t
  LEFT JOIN page ON true
  LEFT JOIN LATERAL (
    SELECT array_agg(m.doctor_id ORDER BY m.assigned_at, m.doctor_id) AS doctor_ids,
           array_agg(d.doctor_name ORDER BY m.assigned_at, m.doctor_id) AS doctor_names
      FROM care_team_members m JOIN doctors d ON d.id = m.doctor_id
     WHERE m.patient_id = page.id
  ) team ON page.id IS NOT NULL
 ORDER BY ${order}`;
  const { rows } = await pool.query<{ total: string } & TeamColumns & (PatientRow | { id: null })>(
    prepared(text, params.values),
  );
  return {
    list: rows.flatMap((row) =>
      row.id === null ? [] : [{ record: toPatient(row), careTeam: teamOf(row) }],
    ),
    total: Number(rows[0]?.total ?? 0),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** A listed record and its care team (the 护理团队 column), clinicians in the order they joined. */
export interface PatientWithTeam {
  record: Patient;
  careTeam: { doctorId: number; doctorName: string }[];
}

interface TeamColumns {
  doctor_ids: number[] | null;
  doctor_names: string[] | null;
}

function teamOf({ doctor_ids, doctor_names }: TeamColumns): PatientWithTeam['careTeam'] {
  return (doctor_ids ?? []).map((doctorId, i) => ({
    doctorId,
    doctorName: doctor_names?.[i] ?? '',
  }));
}

/**
 * The filter and sort a list was asked with, for its read line ("who looked for whom, how"): the
 * query without its paging, undefined when nothing narrows or orders it.
 */
function filterOf(query: PatientListQuery): Partial<PatientListQuery> | undefined {
  const { pageNum: _pageNum, pageSize: _pageSize, sortOrder, ...rest } = query;
  const filter = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined && value !== ''),
  );
  // The order only with a sort column (the contract defaults it to 'asc' on every list).
  if (query.sortBy !== undefined) filter.sortOrder = sortOrder;
  return Object.keys(filter).length === 0 ? undefined : filter;
}

/** How many patients an export of `query` would write. */
export async function countPatientExport(
  db: Kysely<Tables>,
  query: PatientExportQuery,
  scope: PatientScope,
): Promise<number> {
  const params = new Params();
  const where = whereOf(patientConditions(query, scope, params));
  const { rows } = await db.executeQuery<{ n: string }>(
    CompiledQuery.raw(`SELECT ${totalOf(query, scope, where)} AS n`, params.values),
  );
  return Number(rows[0]?.n ?? 0);
}

/** The statement of an export's rows (at most `limit`), for a cursor. */
export function patientExportRows(
  query: PatientExportQuery,
  scope: PatientScope,
  limit: number,
): CompiledQuery {
  const params = new Params();
  const where = whereOf(patientConditions(query, scope, params));
  return CompiledQuery.raw(
    `SELECT ${patientSelect} FROM patients p${where}
      ORDER BY ${patientOrder(query, 'p')} LIMIT ${params.add(limit)}::bigint`,
    params.values,
  );
}
