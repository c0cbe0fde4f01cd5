import type { Metrics } from '../platform/metrics/metrics';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import type { Logger } from '../platform/logger';
import { startPeriodicJob, type PeriodicJob } from '../platform/jobs/periodic-job';
import { runAssistant } from './findings';

/*
 * The assistant's rules run when a patient's results or assessments arrive (issue 14). A patient
 * who stops training altogether sends nothing, and that is exactly the patient whose missed
 * sessions a clinician must hear about; a re-assessment falls due by the calendar, not by an
 * arrival. So every server also runs the rules on a schedule, over every patient with an active
 * plan or a finished assessment, each patient in a transaction of their own (a finding, its
 * alert's NOTIFY and the closing of what no longer fires commit together, as on arrival).
 *
 * Several instances share one database (decision 0007): one sweep at a time, whichever instance
 * takes the advisory lock; the others skip that round. The rules' unique open key would make a
 * second sweep harmless anyway; the lock only spares the work.
 */

/** How often each server offers to sweep. */
export const assistantSweepIntervalMs = 60 * 60 * 1000;

/** The advisory lock key of the sweep ("cep assistant sweep"). */
const SWEEP_LOCK = 0x63657061;

/** Runs the rules for every patient they can concern; answers how many were run, or null if another instance was sweeping. */
export async function sweepAssistant(db: Kysely<Tables>, now = Date.now()): Promise<number | null> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_lock(${SWEEP_LOCK}) AS locked`.execute(connection);
    if (!rows[0]?.locked) return null;
    try {
      const { rows: patients } = await sql<{ patient_id: number }>`
        SELECT patient_id FROM training_plans WHERE status = 'active'
        UNION
        SELECT patient_id FROM assessments WHERE status = 'finished'`.execute(connection);
      for (const { patient_id } of patients) {
        await db.transaction().execute((trx) => runAssistant(trx, patient_id, now));
      }
      return patients.length;
    } finally {
      await sql`SELECT pg_advisory_unlock(${SWEEP_LOCK})`.execute(connection);
    }
  });
}

/** Sweeps now, then every `intervalMs`; a failed sweep is logged and tried again at the next. */
export function startAssistantSweep(
  db: Kysely<Tables>,
  logger: Pick<Logger, 'info' | 'error'>,
  intervalMs = assistantSweepIntervalMs,
  metrics?: Pick<Metrics, 'jobRuns'>,
): PeriodicJob {
  return startPeriodicJob(
    async () => {
      const patients = await sweepAssistant(db);
      if (patients !== null) logger.info({ patients }, 'assistant: rules run on schedule');
    },
    (error) => logger.error({ err: error }, 'assistant: scheduled run failed'),
    intervalMs,
    metrics ? { job: 'assistant-sweep', metrics } : undefined,
  );
}
