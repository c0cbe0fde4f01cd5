import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { BackupSchedule } from '../platform/config';
import type { PeriodicJob } from '../platform/jobs/periodic-job';
import type { Logger } from '../platform/logger';
import { createBackup } from './backup';
import { backupsIn, pruneBackups } from './prune';

/*
 * The nightly backup (BACKUP_DIR, BACKUP_AT, BACKUP_KEEP): every instance schedules it, one does
 * it. The instance that takes the advisory lock backs up; the others find it taken and skip. An
 * instance whose clock runs a little late takes the lock after the first let go: it finds a
 * backup younger than `recentMs` in BACKUP_DIR and skips too (so BACKUP_DIR should be the same
 * folder for every instance — or set on one of them only).
 */

// Any fixed number, distinct from the migrations' (platform/db/migrate.ts).
const BACKUP_LOCK = 7_482_030;
/** A backup this recent counts as tonight's. */
const recentMs = 12 * 60 * 60 * 1000;

export type NightlyOutcome = 'backed-up' | 'locked' | 'recent';

/** One nightly run, now: back up unless another instance is at it or just did it. */
export async function runNightlyBackup(options: {
  ownerUrl: string;
  engine: 'embedded' | 'external';
  schedule: Pick<BackupSchedule, 'dir' | 'keep'>;
  logger: Pick<Logger, 'info' | 'warn'>;
  now?: () => Date;
}): Promise<NightlyOutcome> {
  const now = options.now ?? (() => new Date());
  const client = new pg.Client({ connectionString: options.ownerUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ got: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS got',
      [BACKUP_LOCK],
    );
    if (!rows[0]?.got) return 'locked';
    try {
      mkdirSync(options.schedule.dir, { recursive: true, mode: 0o700 });
      const newest = backupsIn(options.schedule.dir).at(-1);
      if (newest && now().getTime() - timeOf(newest) < recentMs) return 'recent';
      const { folder } = await createBackup({
        url: options.ownerUrl,
        parent: options.schedule.dir,
        engine: options.engine,
        now: now(),
      });
      const removed = pruneBackups(options.schedule.dir, options.schedule.keep);
      options.logger.info({ folder, removed: removed.length }, 'nightly backup written');
      return 'backed-up';
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK]);
    }
  } finally {
    await client.end();
  }
}

/** cep-backup-20261128T023000Z → its time. */
function timeOf(name: string): number {
  const m = /(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(name);
  if (!m) return 0;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** Milliseconds from `now` to the next `at` (local time of day), tomorrow if already past. */
export function untilNext(now: Date, at: BackupSchedule['at']): number {
  const next = new Date(now);
  next.setHours(at.hour, at.minute, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

/** Schedules the nightly run; stop() cancels the next one and waits for one under way. */
export function startNightlyBackup(options: {
  ownerUrl: string;
  engine: 'embedded' | 'external';
  schedule: BackupSchedule;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        running = runNightlyBackup(options)
          .then((outcome) => {
            if (outcome !== 'backed-up') options.logger.info({ outcome }, 'nightly backup skipped');
          })
          .catch((error: unknown) => options.logger.error({ err: error }, 'nightly backup failed'))
          .finally(schedule);
      },
      untilNext(new Date(), options.schedule.at),
    );
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
