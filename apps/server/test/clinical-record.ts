import { itemKeys } from '@cep/contract';
import { randomUUID } from 'node:crypto';
import type { TestApp } from './harness';

/** The ids of the clinical record `addClinicalRecord` wrote. */
export interface ClinicalRecord {
  assessmentId: number;
  planId: number;
  sessionId: number;
  resultId: number;
  recordingId: number;
}

/**
 * A patient's clinical record as the record tests (archive, erasure, retention) need one: a
 * finished MoCA signed by `signedBy`, a draft plan with a session and a Go/No-Go result, and a
 * stopped recording, all ending at `at` (now by default). Written as the owner, around the API.
 */
export async function addClinicalRecord(
  t: TestApp,
  patientId: number,
  signedBy: number,
  at: Date = new Date(),
): Promise<ClinicalRecord> {
  const before = (ms: number) => new Date(at.getTime() - ms);
  const { id: assessmentId } = await t.sql
    .insertInto('assessments')
    .values({
      patient_id: patientId,
      kind: 'moca',
      tested_on: at.toISOString().slice(0, 10),
      scores: JSON.stringify(Object.fromEntries(itemKeys('moca').map((key) => [key, 1]))),
      status: 'finished',
      created_at: at,
      updated_at: at,
      finished_at: at,
      finished_by: signedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: planId } = await t.sql
    .insertInto('training_plans')
    .values({
      patient_id: patientId,
      status: 'draft',
      minutes_per_session: 20,
      sessions_per_week: 1,
      training_days: [1] as unknown as number[],
      start_date: '2026-01-01',
      end_date: '2099-12-31',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: sessionId } = await t.sql
    .insertInto('training_sessions')
    .values({
      client_id: randomUUID(),
      plan_id: planId,
      patient_id: patientId,
      started_at: before(120_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: resultId } = await t.sql
    .insertInto('exercise_results')
    .values({
      client_id: randomUUID(),
      patient_id: patientId,
      session_id: sessionId,
      plan_id: planId,
      exercise_kind: 'goNoGo',
      level: 1,
      outcome: 'completed',
      accuracy: 0.9,
      omissions: 0,
      commissions: 0,
      trial_count: 0,
      trials: JSON.stringify([]),
      started_at: before(60_000),
      finished_at: at,
      recorded_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { rows } = await t.pool.query<{ id: number }>(
    `INSERT INTO recordings (patient_id, status, started_at, stopped_at, started_by_name)
     VALUES ($1, 'stopped', $2, $3, '张医生') RETURNING id`,
    [patientId, before(3_600_000), at],
  );
  return { assessmentId, planId, sessionId, resultId, recordingId: rows[0]!.id };
}
