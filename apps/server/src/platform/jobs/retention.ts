import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Metrics } from '../metrics/metrics';
import { sql, type Kysely } from 'kysely';
import { myDataLimits } from '@cep/contract';
import type { RetentionDays } from '../config';
import type { Tables } from '../db/schema';
import type { Logger } from '../logger';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

/*
 * Retention: what the platform keeps only for a while. Sessions ended long ago, client-error
 * reports and the audit lines of reads (who looked at which patient) are purged once older than
 * their configured age (RETENTION_*_DAYS); the audit lines of writes and sign-ins are kept. A HIS
 * import's preview (patients' identifiers, issue 31) goes as soon as it expires: it can no longer
 * be confirmed, so its personal data has no purpose left (PIPL Art. 47). A 我的数据 archive goes
 * with its file once expired (issue 32).
 * Runs in the server, as its least-privilege role: read lines go through purge_read_audit()
 * (migration 0007), the only DELETE on audit_log that role can make.
 */

export const defaultRetention: RetentionDays = {
  sessions: 30,
  clientErrors: 90,
  readAudit: 365,
  medicalRecordYears: 30,
};

/** Archived patients whose record one run looks at, at most (the rest wait for the next run). */
const medicalRecordsPerRun = 100;

/** How often each server purges (several instances purging at once are harmless: idempotent). */
export const retentionIntervalMs = 60 * 60 * 1000;

export interface Purged {
  sessions: number;
  clientErrors: number;
  readAudit: number;
  importPreviews: number;
  /** Archived patients whose whole medical record passed its retention period and went. */
  medicalRecords: number;
  myDataArchives: number;
}

/** Folders whose files go with their rows. */
export interface RetentionFolders {
  /** 我的数据's archives (my-data/folder.ts); without it only the rows go. */
  myDataFolder?: string;
}

const days = (n: number) => sql<Date>`now() - make_interval(days => ${n})`;

/** Deletes what is older than its retention age; returns how many rows of each went. */
export async function purgeExpired(
  db: Kysely<Tables>,
  keep: RetentionDays,
  folders: RetentionFolders = {},
): Promise<Purged> {
  const sessions = await db
    .deleteFrom('sessions')
    // Ended when it expired, was revoked, retired by a refresh or displaced, whichever came first.
    .where(
      sql<boolean>`least(expires_at, revoked_at, retire_at, displaced_at) < ${days(keep.sessions)}`,
    )
    .executeTakeFirst();
  const clientErrors = await db
    .deleteFrom('client_errors')
    .where('at', '<', days(keep.clientErrors))
    .executeTakeFirst();
  const importPreviews = await db
    .deleteFrom('patient_imports')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  // 我的数据 (issue 32): a ready archive past its expiry goes with its file (the patient's copy has
  // served its purpose); failed requests are kept as long, so the patient sees why. The download
  // lines stay: they are audit lines of data that left, never read lines.
  const archives = await db
    .deleteFrom('my_data_exports')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'ready'), eb('expires_at', '<', sql<Date>`now()`)]),
        eb.and([
          eb('status', 'in', ['failed', 'expired']),
          eb('finished_at', '<', days(myDataLimits.keepDays)),
        ]),
      ]),
    )
    .returning('file_name')
    .execute();
  const folder = folders.myDataFolder;
  if (folder) {
    for (const { file_name } of archives) {
      if (file_name) await rm(path.join(folder, path.basename(file_name)), { force: true });
    }
  }
  const readAudit = await sql<{
    n: string;
  }>`SELECT purge_read_audit(make_interval(days => ${keep.readAudit})) AS n`.execute(db);
  const medicalRecords = await purgeMedicalRecords(db, keep.medicalRecordYears);
  return {
    sessions: Number(sessions.numDeletedRows),
    clientErrors: Number(clientErrors.numDeletedRows),
    readAudit: Number(readAudit.rows[0]?.n ?? 0),
    importPreviews: Number(importPreviews.numDeletedRows),
    medicalRecords,
    myDataArchives: archives.length,
  };
}

/**
 * Medical records past their retention (issue 32): an archived patient whose record has had no
 * entry for `years` goes as a whole through purge_medical_record() (migration 0042), which checks
 * the period again, refuses less than the legal 15 years and writes the purge's audit line in the
 * same transaction. A patient archived long ago whose record saw an entry later is skipped (the
 * function refuses: check_violation) until that entry is old enough too.
 */
async function purgeMedicalRecords(db: Kysely<Tables>, years: number): Promise<number> {
  const due = await db
    .selectFrom('patients')
    .select('id')
    .where('archived_at', '<', sql<Date>`now() - make_interval(years => ${years})`)
    .orderBy('archived_at')
    .limit(medicalRecordsPerRun)
    .execute();
  let purged = 0;
  for (const { id } of due) {
    try {
      await sql`SELECT purge_medical_record(${id}::integer, make_interval(years => ${years}))`.execute(
        db,
      );
      purged += 1;
    } catch (error) {
      if ((error as { code?: string }).code !== '23514') throw error;
    }
  }
  return purged;
}

/** Purges now, then every `intervalMs`; a failed run is logged and retried at the next. */
export function startRetention(
  db: Kysely<Tables>,
  keep: RetentionDays,
  logger: Pick<Logger, 'info' | 'error'>,
  intervalMs = retentionIntervalMs,
  metrics?: Pick<Metrics, 'jobRuns'>,
  folders: RetentionFolders = {},
): PeriodicJob {
  return startPeriodicJob(
    async () => {
      const purged = await purgeExpired(db, keep, folders);
      if (Object.values(purged).some((n) => n > 0)) {
        logger.info({ purged, keepDays: keep }, 'retention: purged old rows');
      }
    },
    (error) => logger.error({ err: error }, 'retention: purge failed'),
    intervalMs,
    metrics ? { job: 'retention', metrics } : undefined,
  );
}
