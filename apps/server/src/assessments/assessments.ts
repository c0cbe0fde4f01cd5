import {
  education,
  scoreSheet,
  type Assessment,
  type AssessmentAmend,
  type AssessmentDraftSave,
  type AssessmentListQuery,
  type AssessmentScores,
  type Page,
} from '@cep/contract';
import { sql as raw, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { fetchPage, offsetOf } from '../platform/lists/list-query';
import { claimRevision } from '../platform/calls/revision';

/*
 * Assessments: the queries. Who may call them is the routes' (assessments/routes.ts). The stored
 * sheet holds only item scores; totals, the domain profile and the interpretation are computed
 * from them with the contract's tables each time, so a corrected table corrects every answer.
 */

function assessmentQuery(db: Kysely<Tables>) {
  return db
    .selectFrom('assessments as a')
    .innerJoin('patients as p', 'p.id', 'a.patient_id')
    .leftJoin('users as c', 'c.id', 'a.created_by')
    .leftJoin('users as f', 'f.id', 'a.finished_by')
    .select([
      'a.id',
      'a.patient_id',
      'a.kind',
      'a.status',
      'a.scores',
      'a.revision',
      'a.created_at',
      'a.updated_at',
      'a.finished_at',
      'p.age',
      'p.edu',
      'c.name as created_by_name',
      'f.name as finished_by_name',
      raw<string>`to_char(a.tested_on, 'YYYY-MM-DD')`.as('tested_on'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof assessmentQuery>['execute']>>[number];

async function toAssessments(db: Kysely<Tables>, rows: Row[]): Promise<Assessment[]> {
  if (rows.length === 0) return [];
  const amendments = await db
    .selectFrom('assessment_amendments as m')
    .leftJoin('users as u', 'u.id', 'm.amended_by')
    .select([
      'm.id',
      'm.assessment_id',
      'm.reason',
      'm.previous_scores',
      'm.scores',
      'm.amended_at',
      'u.name as amended_by_name',
    ])
    .where(
      'm.assessment_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('m.id')
    .execute();
  return rows.map((row) => {
    const edu = education.safeParse(row.edu);
    const scores = row.scores as AssessmentScores;
    return {
      id: row.id,
      patientId: row.patient_id,
      kind: row.kind,
      status: row.status,
      testedOn: row.tested_on,
      scores,
      revision: row.revision,
      ...scoreSheet(
        row.kind,
        scores,
        { age: row.age ?? null, edu: edu.success ? edu.data : null },
        row.status === 'finished',
      ),
      createdBy: row.created_by_name,
      createdAt: row.created_at.getTime(),
      updatedAt: row.updated_at.getTime(),
      finishedBy: row.finished_by_name,
      finishedAt: row.finished_at?.getTime() ?? null,
      amendments: amendments
        .filter((amendment) => amendment.assessment_id === row.id)
        .map((amendment) => ({
          id: amendment.id,
          reason: amendment.reason,
          previousScores: amendment.previous_scores as AssessmentScores,
          scores: amendment.scores as AssessmentScores,
          amendedBy: amendment.amended_by_name,
          amendedAt: amendment.amended_at.getTime(),
        })),
    };
  });
}

/** The patient an assessment belongs to, or undefined when there is no such assessment. */
export async function patientOfAssessment(
  db: Kysely<Tables>,
  id: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('assessments')
    .select('patient_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.patient_id;
}

export async function findAssessment(db: Kysely<Tables>, id: number): Promise<Assessment> {
  const rows = await assessmentQuery(db).where('a.id', '=', id).execute();
  const [found] = await toAssessments(db, rows);
  if (!found) throw new ApiError(40401, '评估不存在');
  return found;
}

/** A patient's assessments, the latest test first. */
export function listAssessments(
  db: Kysely<Tables>,
  query: AssessmentListQuery,
): Promise<Page<Assessment>> {
  let rows = assessmentQuery(db).where('a.patient_id', '=', query.patientId);
  let count = db
    .selectFrom('assessments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('patient_id', '=', query.patientId);
  if (query.kind) {
    rows = rows.where('a.kind', '=', query.kind);
    count = count.where('kind', '=', query.kind);
  }
  return fetchPage(
    query,
    () =>
      rows
        .orderBy('a.tested_on', 'desc')
        .orderBy('a.id', 'desc')
        .limit(query.pageSize)
        .offset(offsetOf(query))
        .execute(),
    async () => (await count.executeTakeFirstOrThrow()).n,
    (row) => row,
  ).then(async (page) => ({ ...page, list: await toAssessments(db, page.list) }));
}

/**
 * The row for a change from `revision`, claimed (its revision raised, the row locked until the
 * transaction ends): 40902 when another screen saved first. The change's own SET leaves `revision`.
 */
async function lockForChange(db: Kysely<Tables>, id: number, revision: number | undefined) {
  // The contract requires a revision with an id; a caller without one cannot claim the row.
  if (revision === undefined) throw new ApiError(40001, '参数校验失败：revision 请提供revision');
  await claimRevision(db, 'assessments', id, revision, '评估不存在');
  return db
    .selectFrom('assessments')
    .select(['status', 'kind', 'patient_id', 'scores', 'revision'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Starts a sheet, or saves a draft's scores (replacing them: the screen sends the whole sheet). */
export async function saveDraft(
  db: Kysely<Tables>,
  input: AssessmentDraftSave,
  userId: number,
): Promise<Assessment> {
  const scores = JSON.stringify(input.scores);
  if (input.id === undefined) {
    const created = await db
      .insertInto('assessments')
      .values({
        patient_id: input.patientId,
        kind: input.kind,
        tested_on: input.testedOn,
        scores,
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return findAssessment(db, created.id);
  }
  const row = await lockForChange(db, input.id, input.revision);
  if (row.patient_id !== input.patientId || row.kind !== input.kind) {
    throw new ApiError(40001, '评估的患者和量表不能修改');
  }
  if (row.status !== 'draft') {
    throw new ApiError(40901, '评估已完成并锁定，只能通过修订更正');
  }
  await db
    .updateTable('assessments')
    .set({
      scores,
      tested_on: input.testedOn,
      updated_at: raw`now()`,
    })
    .where('id', '=', input.id)
    .execute();
  return findAssessment(db, input.id);
}

/** Locks a complete draft. */
export async function finishAssessment(
  db: Kysely<Tables>,
  id: number,
  revision: number,
  userId: number,
  missing: (kind: 'moca' | 'mmse', scores: AssessmentScores) => string | null,
): Promise<Assessment> {
  const row = await lockForChange(db, id, revision);
  if (row.status !== 'draft') throw new ApiError(40901, '评估已经完成');
  const gap = missing(row.kind, row.scores as AssessmentScores);
  if (gap) throw new ApiError(40001, gap);
  await db
    .updateTable('assessments')
    .set({
      status: 'finished',
      finished_by: userId,
      finished_at: raw`now()`,
      updated_at: raw`now()`,
    })
    .where('id', '=', id)
    .execute();
  return findAssessment(db, id);
}

/** Corrects a finished sheet, keeping the scores it replaces and the reason. */
export async function amendAssessment(
  db: Kysely<Tables>,
  input: AssessmentAmend,
  userId: number,
): Promise<Assessment> {
  const row = await lockForChange(db, input.id, input.revision);
  if (row.status !== 'finished') throw new ApiError(40901, '草稿可以直接修改，不需要修订');
  if (row.kind !== input.kind) throw new ApiError(40001, '评估的量表不能修改');
  await db
    .insertInto('assessment_amendments')
    .values({
      assessment_id: input.id,
      reason: input.reason,
      previous_scores: JSON.stringify(row.scores),
      scores: JSON.stringify(input.scores),
      amended_by: userId,
    })
    .execute();
  await db
    .updateTable('assessments')
    .set({
      scores: JSON.stringify(input.scores),
      updated_at: raw`now()`,
    })
    .where('id', '=', input.id)
    .execute();
  return findAssessment(db, input.id);
}
