import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runNightlyBackup, untilNext } from '../src/ops/nightly-backup';
import { backupsIn } from '../src/ops/prune';
import { createLogger } from '../src/platform/logger';
import { engines, freshDatabase } from './engines';
import { tempDataDir } from './temp-dir';

/*
 * The nightly backup (BACKUP_DIR, BACKUP_AT, BACKUP_KEEP): every instance runs the job, one backs
 * up (an advisory lock, and a backup made tonight already counts), and only the newest
 * BACKUP_KEEP backups stay.
 */

describe.each(engines)('nightly backup on $name PostgreSQL', (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const folder = tempDataDir('cep-nightly-');
  const logger = createLogger('silent');

  beforeAll(async () => {
    const template =
      engine.name === 'embedded' ? inject('embeddedTemplate') : inject('externalTemplate');
    database = await freshDatabase(engine.url, { template });
  });
  afterAll(async () => {
    await database?.drop();
    folder.remove();
  });

  it('is done by one of two instances at the same time, and kept to BACKUP_KEEP', async () => {
    const night = new Date('2026-11-28T02:30:00Z');
    const run = (now: Date) =>
      runNightlyBackup({
        ownerUrl: database.url,
        engine: engine.kind,
        schedule: { dir: folder.dir, keep: 2 },
        logger,
        now: () => now,
      });
    const outcomes = await Promise.all([run(night), run(night)]);
    expect(outcomes.filter((o) => o === 'backed-up')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'backed-up')).toHaveLength(1); // 'locked' or 'recent'
    expect(backupsIn(folder.dir)).toEqual(['cep-backup-20261128T023000Z']);
    // An instance whose clock is late finds tonight's backup and leaves it.
    expect(await run(new Date('2026-11-28T02:31:00Z'))).toBe('recent');

    for (const day of ['29', '30']) {
      expect(await run(new Date(`2026-11-${day}T02:30:00Z`))).toBe('backed-up');
    }
    expect(backupsIn(folder.dir)).toEqual([
      'cep-backup-20261129T023000Z',
      'cep-backup-20261130T023000Z',
    ]);
    expect(readdirSync(folder.dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('waits until the next BACKUP_AT, tomorrow once it is past', () => {
    const now = new Date(2026, 10, 28, 1, 0, 0); // local time, as BACKUP_AT is
    expect(untilNext(now, { hour: 2, minute: 30 })).toBe(90 * 60 * 1000);
    expect(untilNext(now, { hour: 1, minute: 0 })).toBe(24 * 60 * 60 * 1000);
  });
});
