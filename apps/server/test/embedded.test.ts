import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseDataDir } from '../src/platform/db/data-folder';
import { startEmbedded } from '../src/platform/db/embedded';
import { isAlive } from '../src/platform/db/processes';
import { tempDataDir } from './temp-dir';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/hold-embedded.ts', import.meta.url));

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

function postmasterPid(dataDir: string): number {
  return Number.parseInt(
    readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8'),
    10,
  );
}

/** Starts hold-embedded.ts in a separate Node process and waits until its PostgreSQL is up. */
function holdInChild(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"ready":true')) resolve(child);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      reject(new Error(`child exited (${code}) before ready:\n${output}`)),
    );
  });
}

describe('embedded PostgreSQL', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('starts, creates the app database, keeps data across restarts, stops', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);

    const first = await startEmbedded({ dataDir: data.dir });
    cleanups.push(() => first.stop());
    expect(first.url).toMatch(/^postgres:\/\/postgres:[0-9a-f]+@127\.0\.0\.1:\d+\/cep$/);
    await query(first.url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
    const pid = postmasterPid(data.dir);
    await first.stop();
    expect(isAlive(pid)).toBe(false);

    const again = await startEmbedded({ dataDir: data.dir });
    cleanups.push(() => again.stop());
    expect(await query(again.url, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
    expect(await query(again.url, 'SHOW server_encoding')).toEqual([{ server_encoding: 'UTF8' }]);
  });

  it('refuses a second instance on a live data folder, in the same process', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const first = await startEmbedded({ dataDir: data.dir });
    cleanups.push(() => first.stop());

    await expect(startEmbedded({ dataDir: data.dir })).rejects.toThrow(
      `The data folder ${data.dir} is already in use by another 认知增强平台 server (pid ${process.pid})`,
    );
    // The refused start must not have disturbed the running one.
    expect(await query(first.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });

  // A cap against a hang, not a speed requirement: it starts a cluster twice and kills a child
  // in between, past 30 s on 2 cores shared with a CPU hog and other work (a CI run timed out).
  it(
    'refuses while another process owns the folder, and recovers the PostgreSQL it leaves when SIGKILLed',
    { timeout: 180_000 },
    async () => {
      const data = tempDataDir();
      cleanups.push(data.remove);
      const child = await holdInChild(data.dir);
      cleanups.push(() => child.kill('SIGKILL'));

      await expect(startEmbedded({ dataDir: data.dir })).rejects.toThrow(
        `already in use by another 认知增强平台 server (pid ${child.pid})`,
      );

      const orphan = postmasterPid(data.dir);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      expect(isAlive(orphan)).toBe(true); // the crash left PostgreSQL running on our folder

      const recovered = await startEmbedded({ dataDir: data.dir });
      cleanups.push(() => recovered.stop());
      expect(isAlive(orphan)).toBe(false);
      expect(postmasterPid(data.dir)).not.toBe(orphan);
      expect(await query(recovered.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    },
  );
});

describe('a data folder inside a folder only root may enter', () => {
  // Issue 11 §3: no folder above the data folder has its permissions changed any more.
  it.runIf(process.getuid?.() === 0)(
    'DATA_DIR there is refused, untouched; the default moves to a state folder PostgreSQL can reach',
    async () => {
      const outer = mkdtempSync(path.join(tmpdir(), 'cep-closed-'));
      const state = tempDataDir('cep-state-');
      try {
        chmodSync(outer, 0o700);
        const dataDir = path.join(outer, 'repo', 'data');
        await expect(startEmbedded({ dataDir })).rejects.toThrow(
          `cannot enter ${outer} on the way to the data folder ${dataDir}`,
        );
        expect(() => chooseDataDir({ dataDir, dataDirIsDefault: false })).toThrow(/Set DATA_DIR/);
        expect(statSync(outer).mode & 0o777).toBe(0o700);

        const warnings: unknown[] = [];
        const chosen = chooseDataDir(
          { dataDir, dataDirIsDefault: true },
          {
            stateDirs: [state.dir],
            logger: { warn: (obj: unknown) => warnings.push(obj) } as never,
          },
        );
        expect(chosen).toBe(path.join(state.dir, 'cep'));
        expect(warnings).toEqual([{ dataDir: chosen, unreachable: outer }]);
        const embedded = await startEmbedded({ dataDir: chosen });
        try {
          expect(await query(embedded.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
        } finally {
          await embedded.stop();
        }
        expect(statSync(outer).mode & 0o777).toBe(0o700);
        // The chosen folder again next time, not a new one.
        expect(chooseDataDir({ dataDir, dataDirIsDefault: true }, { stateDirs: [state.dir] })).toBe(
          chosen,
        );
      } finally {
        rmSync(outer, { recursive: true, force: true });
        state.remove();
      }
    },
  );

  it('a default folder someone else made first in a shared folder is not used', () => {
    const outer = mkdtempSync(path.join(tmpdir(), 'cep-closed-'));
    const shared = tempDataDir('cep-shared-');
    try {
      chmodSync(outer, 0o700);
      mkdirSync(path.join(shared.dir, 'cep'));
      chmodSync(path.join(shared.dir, 'cep'), 0o777);
      expect(() =>
        chooseDataDir(
          { dataDir: path.join(outer, 'data'), dataDirIsDefault: true },
          { stateDirs: [shared.dir], asRoot: true },
        ),
      ).toThrow(/nor any default folder/);
    } finally {
      rmSync(outer, { recursive: true, force: true });
      shared.remove();
    }
  });
});
