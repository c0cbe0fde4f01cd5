import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tables } from '../src/platform/db/schema';
import { purgeExpired } from '../src/platform/jobs/retention';
import { addClinicalRecord } from './clinical-record';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

/*
 * Issue 32 §1: only the retention job may purge a medical record, after its retention period. The
 * server's role cannot delete any part of one; the job purges an archived patient's whole record
 * once it has been quiet for RETENTION_MEDICAL_RECORD_YEARS, with an audit line per purge, and the
 * database refuses a period under the legal 15 years or a record still within its period.
 */

const keep = { sessions: 30, clientErrors: 90, readAudit: 365, medicalRecordYears: 30 };
const yearsAgo = (years: number) => new Date(Date.now() - years * 365.25 * 86_400_000);

describe.each(engines)('medical record retention on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let app: Kysely<Tables>;
  let doctorUserId: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    // The job runs as the server does: on the least-privilege role's pool.
    app = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: t.appPool }) });
    doctorUserId = await t.createUser({ username: 'retdoc', userAuth: '1' });
  });
  afterAll(() => t?.close());

  /** A patient with a whole record (addClinicalRecord, a conversation, a consent, an erasure request), written `at`. */
  async function patientWithRecord(name: string, at: Date, archivedAt: Date | null) {
    const userId = await t.createUser({ username: name, userAuth: '2' });
    await t.sql
      .updateTable('users')
      .set({ archived_at: archivedAt })
      .where('id', '=', userId)
      .execute();
    const { id: patientId } = await t.sql
      .insertInto('patients')
      .values({ user_id: userId, patient_name: name, archived_at: archivedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addClinicalRecord(t, patientId, doctorUserId, at);
    const [low, high] = [userId, doctorUserId].sort((a, b) => a - b);
    const { rows } = await t.pool.query<{ id: number }>(
      `INSERT INTO conversations (user_low, user_high, created_at) VALUES ($1, $2, $3) RETURNING id`,
      [low, high, at],
    );
    const conversationId = rows[0]!.id;
    await t.pool.query(
      `INSERT INTO conversation_members (conversation_id, user_id) VALUES ($1, $2), ($1, $3)`,
      [conversationId, userId, doctorUserId],
    );
    await t.pool.query(
      `INSERT INTO messages (conversation_id, seq, sender_id, body, created_at) VALUES ($1, 1, $2, '复诊时间？', $3)`,
      [conversationId, userId, at],
    );
    // The consent the record was processed under, and an answered erasure request.
    await t.pool.query(
      `INSERT INTO consent_decisions (patient_id, purpose, version, decision, method, decided_at)
       VALUES ($1, 'medical', 1, 'accepted', 'app', $2)`,
      [patientId, at],
    );
    await t.pool.query(
      `INSERT INTO erasure_requests (patient_id, asked_by_self, deadline) VALUES ($1, true, $2)`,
      [patientId, at],
    );
    return { userId, patientId };
  }

  const rowsOf = async (patientId: number) => {
    const { rows } = await t.pool.query<{ n: string }>(
      `SELECT (SELECT count(*) FROM patients WHERE id = $1)
            + (SELECT count(*) FROM assessments WHERE patient_id = $1)
            + (SELECT count(*) FROM exercise_results WHERE patient_id = $1)
            + (SELECT count(*) FROM training_plans WHERE patient_id = $1)
            + (SELECT count(*) FROM recordings WHERE patient_id = $1)
            + (SELECT count(*) FROM consent_decisions WHERE patient_id = $1)
            + (SELECT count(*) FROM erasure_requests WHERE patient_id = $1) AS n`,
      [patientId],
    );
    return Number(rows[0]!.n);
  };

  /** The SQLSTATE a statement run as the server's role fails with, or 'ok'. */
  const asServer = async (statement: ReturnType<typeof sql>) => {
    try {
      await statement.execute(app);
      return 'ok';
    } catch (error) {
      return (error as { code?: string }).code;
    }
  };

  it("the server's role cannot delete any part of a medical record, even of an archived patient", async () => {
    const { patientId } = await patientWithRecord('retnodelete', yearsAgo(40), yearsAgo(40));
    for (const table of [
      'assessments',
      'exercise_results',
      'recordings',
      'training_plans',
      'consent_decisions',
      'erasure_requests',
    ]) {
      // 42501 insufficient_privilege: no DELETE grant at all, whatever the rows.
      expect(
        await asServer(sql`DELETE FROM ${sql.table(table)} WHERE patient_id = ${patientId}`),
      ).toBe('42501');
    }
    expect(await asServer(sql`DELETE FROM patients WHERE id = ${patientId}`)).toBe('42501');
    expect(await asServer(sql`DELETE FROM messages`)).toBe('42501');
    expect(await asServer(sql`TRUNCATE assessments CASCADE`)).toBe('42501');
    expect(await rowsOf(patientId)).toBe(7);
  });

  it('refuses a period under the legal 15 years, a patient not archived and a record within its period', async () => {
    const old = await patientWithRecord('retshort', yearsAgo(20), yearsAgo(20));
    const active = await patientWithRecord('retactive', yearsAgo(40), null);
    const recent = await patientWithRecord('retrecent', yearsAgo(40), yearsAgo(40));
    // An entry 10 years ago keeps the whole record, archived 40 years ago or not.
    await t.sql
      .updateTable('assessments')
      .set({ updated_at: yearsAgo(10) })
      .where('patient_id', '=', recent.patientId)
      .execute();
    const purge = (patientId: number, years: number) =>
      asServer(
        sql`SELECT purge_medical_record(${patientId}::integer, make_interval(years => ${years}))`,
      );
    expect(await purge(old.patientId, 14)).toBe('23514');
    expect(await purge(active.patientId, 15)).toBe('23514');
    expect(await purge(recent.patientId, 15)).toBe('23514');
    expect(await purge(old.patientId, 30)).toBe('23514');
    for (const { patientId } of [old, active, recent]) expect(await rowsOf(patientId)).toBe(7);
  });

  it('the retention job purges an archived record quiet for its period, whole, with one audit line', async () => {
    const gone = await patientWithRecord('retgone', yearsAgo(31), yearsAgo(31));
    const kept = await patientWithRecord('retkept', yearsAgo(29), yearsAgo(29));
    const before = await purgeExpired(app, keep);
    expect(before.medicalRecords).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(gone.patientId)).toBe(0);
    expect(await rowsOf(kept.patientId)).toBe(7);
    // Their account went with the record; the clinician's stays.
    const accounts = await t.sql
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [gone.userId, kept.userId, doctorUserId])
      .execute();
    expect(accounts.map((row) => row.id).sort()).toEqual([kept.userId, doctorUserId].sort());
    const line = await t.sql
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'purgeMedicalRecord')
      .where('entity_id', '=', String(gone.patientId))
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ actor_name: 'retention', entity: 'patient', outcome: 'success' });
    expect(line.detail).toMatchObject({
      assessments: 1,
      exerciseResults: 1,
      recordings: 1,
      trainingPlans: 1,
      conversations: 1,
      accountDeleted: true,
      keep: '30 years',
    });
    // Nothing left to do: a second run purges nothing more of these.
    await purgeExpired(app, keep);
    expect(await rowsOf(kept.patientId)).toBe(7);
  });
});
