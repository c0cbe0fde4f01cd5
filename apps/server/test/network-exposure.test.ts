import { spawn } from 'node:child_process';
import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountsInUse, isLoopback, refuseExposedDemo } from '../src/seed/demo-guard';
import { migrate } from '../src/platform/db/migrate';
import { createPool } from '../src/platform/db/pool';
import type { Tables } from '../src/platform/db/schema';
import { seed } from '../src/seed/seed';
import { hashPassword } from '../src/platform/passwords';
import { assertBuilt, mainJs } from './crash/server-process';
import { engines, freshDatabase } from './engines';

/*
 * Issue 11 §3, demo accounts: `npm start` listens on 127.0.0.1 only and says so; demo accounts
 * (published passwords) on a network address or in production need an explicit DEMO=1.
 */

/** Runs the built server on `databaseUrl` with `env`; resolves with its exit or its ready output. */
function runServer(
  databaseUrl: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  assertBuilt();
  // A low hash cost as in every test server (passwords.test.ts checks the production one).
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_COST: '12',
  };
  for (const name of ['HOST', 'DEMO', 'NODE_ENV', 'ADMIN_PASSWORD']) delete base[name];
  const child = spawn(process.execPath, [mainJs], {
    env: { ...base, DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // Ready and told where it listens: enough, stop it.
      if (/listens on .*\n/.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('isLoopback', () => {
  it('knows this machine from the network', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', 'localhost']) {
      expect(isLoopback(host)).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.20']) {
      expect(isLoopback(host)).toBe(false);
    }
  });
});

describe.each(engines)('demo accounts and the network on $name PostgreSQL', (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let sql: Kysely<Tables>;

  beforeAll(async () => {
    database = await freshDatabase(engine.url);
    const pool = createPool(database.url);
    await migrate(pool);
    sql = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  });
  afterAll(async () => {
    await sql?.destroy();
    await database?.drop();
  });

  it('an empty database is not seeded with demo accounts for the network', async () => {
    await expect(refuseExposedDemo(sql, { host: '0.0.0.0', demo: true })).rejects.toThrow(
      /would be seeded with the demo accounts.*0\.0\.0\.0.*DEMO=1/,
    );
    // Production without demo data seeds only the admin: allowed.
    await refuseExposedDemo(sql, { host: '0.0.0.0', demo: false, production: true });
    await refuseExposedDemo(sql, { host: '127.0.0.1', demo: true });
  });

  it('the server refuses to start on the network with demo accounts unless DEMO=1', async () => {
    const refused = await runServer(database.url, { HOST: '0.0.0.0' });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/cannot start: .*demo accounts.*HOST.*Set DEMO=1/);
    expect(await sql.selectFrom('users').select('id').execute()).toEqual([]);

    // npm start on this machine: seeds the demo, listens on 127.0.0.1 only and says so.
    const local = await runServer(database.url, {});
    expect(local.output).toMatch(/ready at http:\/\/localhost:\d+\//);
    expect(local.output).toMatch(/listens on 127\.0\.0\.1 only.*Set HOST=0\.0\.0\.0/);
    expect(local.code).toBe(0);
    expect(await demoAccountsInUse(sql)).toEqual(expect.arrayContaining(['admin', 'doctor']));

    const again = await runServer(database.url, { HOST: '0.0.0.0' });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/holds demo accounts with their published passwords \(admin/);
    const production = await runServer(database.url, { NODE_ENV: 'production' });
    expect(production.code).toBe(1);
    expect(production.output).toMatch(/NODE_ENV=production/);

    const confirmed = await runServer(database.url, { HOST: '0.0.0.0', DEMO: '1' });
    expect(confirmed.output).toMatch(/listens on 0\.0\.0\.0: reachable from the network/);
    expect(confirmed.code).toBe(0);
    // Five server starts, one seeding the whole demo: 42–46 s measured on the 2-core CI machine.
  }, 180_000);

  it('accounts whose demo passwords were changed no longer count', async () => {
    const inUse = await demoAccountsInUse(sql);
    expect(inUse.length).toBeGreaterThan(3);
    const hash = await hashPassword('Changed-Passw0rd');
    await sql.updateTable('users').set({ password_hash: hash }).execute();
    expect(await demoAccountsInUse(sql)).toEqual([]);
    await refuseExposedDemo(sql, { host: '0.0.0.0', demo: true });
    await expect(seed(sql, { demo: true })).resolves.toEqual({ seeded: 'nothing' });
  });
});
