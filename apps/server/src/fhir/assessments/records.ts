import type { AssessmentKind, AssessmentScores } from '@cep/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import type { PatientScope } from '../../patients/patients';
import type { Paging } from '../bundle';
import { inPatientScope } from '../scope';

/*
 * The assessments the FHIR interface shows (issue 31): finished ones only. A draft is a sheet
 * still being filled (its scores change with every keystroke saved, it may be abandoned); it is
 * not a result a hospital system should file, so it has no Observation or QuestionnaireResponse.
 */

export interface AssessmentRecord {
  id: number;
  patient_id: number;
  kind: AssessmentKind;
  status: 'draft' | 'finished';
  scores: AssessmentScores;
  tested_on: string;
  updated_at: Date;
  finished_at: Date | null;
  age: number | null;
  edu: string | null;
  finished_by_name: string | null;
  /** The doctor record of who finished it (its Practitioner), null for the admin. */
  doctor_id: number | null;
  amendments: { reason: string; amended_at: Date; amended_by_name: string | null }[];
}

function selectAssessments(db: Kysely<Tables>) {
  return db
    .selectFrom('assessments as a')
    .innerJoin('patients as p', 'p.id', 'a.patient_id')
    .leftJoin('users as f', 'f.id', 'a.finished_by')
    .leftJoin('doctors as d', 'd.user_id', 'a.finished_by')
    .select([
      'a.id',
      'a.patient_id',
      'a.kind',
      'a.status',
      'a.scores',
      'a.updated_at',
      'a.finished_at',
      'p.age',
      'p.edu',
      'f.name as finished_by_name',
      'd.id as doctor_id',
      sql<string>`to_char(a.tested_on, 'YYYY-MM-DD')`.as('tested_on'),
    ]);
}

type Row = Omit<AssessmentRecord, 'amendments'>;

async function withAmendments(db: Kysely<Tables>, rows: Row[]): Promise<AssessmentRecord[]> {
  if (rows.length === 0) return [];
  const amendments = await db
    .selectFrom('assessment_amendments as m')
    .leftJoin('users as u', 'u.id', 'm.amended_by')
    .select(['m.assessment_id', 'm.reason', 'm.amended_at', 'u.name as amended_by_name'])
    .where(
      'm.assessment_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    amendments: amendments
      .filter((amendment) => amendment.assessment_id === row.id)
      .map(({ reason, amended_at, amended_by_name }) => ({
        reason,
        amended_at,
        amended_by_name,
      })),
  }));
}

/**
 * One assessment in `scope`, drafts included (the caller tells a draft, which names no resource,
 * from a record out of reach), or undefined.
 */
export async function readAssessment(
  db: Kysely<Tables>,
  id: number,
  scope: PatientScope,
): Promise<AssessmentRecord | undefined> {
  const row = await selectAssessments(db)
    .where('a.id', '=', id)
    .where(inPatientScope(sql.ref('a.patient_id'), scope))
    .executeTakeFirst();
  if (!row) return undefined;
  const [record] = await withAmendments(db, [row as Row]);
  return record;
}

/** A page of the finished assessments in `scope` matching `conditions`, newest test first. */
export async function searchAssessments(
  db: Kysely<Tables>,
  conditions: RawBuilder<SqlBool>[],
  scope: PatientScope,
  paging: Paging,
): Promise<{ records: AssessmentRecord[]; total: number }> {
  const all = [
    sql<SqlBool>`a.status = 'finished'`,
    inPatientScope(sql.ref('a.patient_id'), scope),
    ...conditions,
  ];
  const where = sql<SqlBool>`${sql.join(all, sql` AND `)}`;
  const [rows, counted] = await Promise.all([
    paging.count === 0
      ? Promise.resolve([])
      : selectAssessments(db)
          .where(where)
          .orderBy('a.tested_on', 'desc')
          .orderBy('a.id', 'desc')
          .limit(paging.count)
          .offset(paging.offset)
          .execute(),
    db
      .selectFrom('assessments as a')
      .select(sql<string>`count(*)`.as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { records: await withAmendments(db, rows as Row[]), total: Number(counted.n) };
}
