import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readManifest } from '../src/ops/manifest';
import { freshDatabase } from './engines';
import { tempDataDir } from './temp-dir';

/*
 * `pnpm backup` / `pnpm restore` as an IT team runs them: the built CLI (apps/server/dist/ops.js,
 * `pnpm build` first), configured by the environment like the server. The restore drill
 * (restore-drill.test.ts) proves the rows; this proves the commands, their answers and exit codes.
 */

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const opsJs = path.join(repoRoot, 'apps/server/dist/ops.js');
const run = promisify(execFile);

async function ops(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [opsJs, ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the backup and restore commands', () => {
  const backups = tempDataDir('cep-cli-backups-');
  const dropped: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of dropped) await drop();
    backups.remove();
  });

  // A cap against a hang, not a speed requirement: two CLI processes and a restore, seconds alone
  // and past 30 s on 2 cores shared with a CPU hog and other work (a CI run timed out).
  it(
    'back up DATABASE_URL, restore into an empty database only, and say why not',
    { timeout: 180_000 },
    async () => {
      const source = await freshDatabase(inject('embeddedPgUrl'), {
        prefix: 'cep_cli',
        template: inject('embeddedTemplate'),
      });
      const target = await freshDatabase(inject('embeddedPgUrl'), { prefix: 'cep_cli' });
      dropped.push(source.drop, target.drop);

      const backup = await ops(['backup', '--out', backups.dir], { DATABASE_URL: source.url });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      const folder = /backup written: (\S+)/.exec(backup.stdout)?.[1];
      expect(folder).toBeDefined();
      expect(readManifest(folder!).migrations).toContain('0030_migration_checksums.sql');

      const restore = await ops(['restore', folder!], { DATABASE_URL: target.url });
      expect(restore.code).toBe(0);
      expect(restore.stdout).toMatch(/every table's count and checksum verified/);

      const again = await ops(['restore', folder!], { DATABASE_URL: target.url });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/not empty.*--force/);
      expect(again.stderr).not.toContain(target.url); // the URL's password is never echoed

      expect((await ops(['restore'], {})).code).toBe(2); // usage
    },
  );
});
