import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, migrationsDir } from '../src/platform/db/migrate';
import { createPool } from '../src/platform/db/pool';
import { engines, freshDatabase } from './engines';
import { tempDataDir } from './temp-dir';

/*
 * Migration 0012 on a database that already holds client-error reports: identical ones become one
 * row counting them (the newest kept, the first time remembered), different ones stay apart.
 */
describe.each(engines)('migration 0012 on $name PostgreSQL', (engine) => {
  it('merges the identical client-error reports stored before it', async () => {
    const dir = tempDataDir('cep-migrations-0012-');
    const database = await freshDatabase(engine.url);
    const owner = createPool(database.url);
    try {
      // The database as it stood before 0012: the migrations up to 0011 (later ones may build
      // on what 0012 adds, as 0029's trigger on users.status does).
      cpSync(migrationsDir(), dir.dir, { recursive: true });
      for (const file of readdirSync(dir.dir)) {
        if (/^\d{4}_/.test(file) && Number(file.slice(0, 4)) >= 12)
          rmSync(path.join(dir.dir, file));
      }
      await migrate(owner, dir.dir);
      const report = (message: string, username: string, at: string) =>
        owner.query(
          `INSERT INTO client_errors (username, message, url, user_agent, at, stack)
           VALUES ($1, $2, 'http://localhost/dashboard', 'UA', $3::timestamptz, $3::text)`,
          [username, message, at],
        );
      await report('boom', 'doctor', '2026-01-01T00:00:00Z');
      await report('boom', 'doctor', '2026-01-03T00:00:00Z');
      await report('boom', 'doctor', '2026-01-02T00:00:00Z');
      await report('boom', 'patient', '2026-01-02T00:00:00Z');
      await report('other', 'doctor', '2026-01-04T00:00:00Z');

      cpSync(migrationsDir(), dir.dir, { recursive: true });
      expect(await migrate(owner, dir.dir)).toContain('0012_admin_operations.sql');
      const { rows } = await owner.query<{
        message: string;
        username: string;
        repeats: number;
        first_at: Date;
        stack: string;
      }>(
        `SELECT message, username, repeats, first_at, stack FROM client_errors
          ORDER BY message, username`,
      );
      expect(rows.map((row) => [row.message, row.username, row.repeats])).toEqual([
        ['boom', 'doctor', 3],
        ['boom', 'patient', 1],
        ['other', 'doctor', 1],
      ]);
      // The group's latest report stays (3 January, though not the last inserted), with the
      // group's first time.
      expect(rows[0]!.first_at.toISOString()).toBe('2026-01-01T00:00:00.000Z');
      expect(rows[0]!.stack).toContain('2026-01-03');
      expect(rows[1]!.first_at.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    } finally {
      await owner.end();
      await database.drop();
      dir.remove();
    }
  });
});
