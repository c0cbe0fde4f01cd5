import { spawn } from 'node:child_process';
import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDeviceKey } from '@cep/contract';
import {
  demoAccountsInUse,
  demoDevicesInUse,
  isLoopback,
  refuseExposedDemo,
} from '../src/seed/demo-guard';
import { deviceByKey } from '../src/signals/devices';
import { migrate } from '../src/platform/db/migrate';
import { createPool } from '../src/platform/db/pool';
import type { Tables } from '../src/platform/db/schema';
import { seed } from '../src/seed/seed';
import { hashPassword } from '../src/platform/passwords';
import { assertBuilt, mainJs, startServerProcess, stopServerProcess } from './crash/server-process';
import { tempDataDir } from './temp-dir';
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

  it('accounts whose demo passwords were changed no longer count, demo devices still do', async () => {
    const inUse = await demoAccountsInUse(sql);
    expect(inUse.length).toBeGreaterThan(3);
    const hash = await hashPassword('Changed-Passw0rd');
    await sql.updateTable('users').set({ password_hash: hash }).execute();
    expect(await demoAccountsInUse(sql)).toEqual([]);
    // Issue 28 §5: the demo devices' keys are public too (the contract's demoDeviceKey).
    expect(await demoDevicesInUse(sql)).toHaveLength(4);
    await expect(refuseExposedDemo(sql, { host: '0.0.0.0', demo: true })).rejects.toThrow(
      /demo devices still enabled with their published keys \(演示脑电仪.*rotateKey/,
    );
    await refuseExposedDemo(sql, { host: '127.0.0.1', demo: true });
    await expect(seed(sql, { demo: true })).resolves.toEqual({ seeded: 'nothing' });
  });

  it('a hardened demo database starts on the network only once its demo device keys are rotated', async () => {
    const refused = await runServer(database.url, { HOST: '0.0.0.0' });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /cannot start: the database holds demo devices .*published keys.*HOST.*Rotate their keys/,
    );
    const production = await runServer(database.url, { NODE_ENV: 'production' });
    expect(production.code).toBe(1);
    expect(production.output).toMatch(/demo devices .*NODE_ENV=production/);

    // What the message says: on this machine only, an administrator rotates each key.
    const dataDir = tempDataDir('cep-demo-keys-');
    const local = await startServerProcess({ dataDir: dataDir.dir, databaseUrl: database.url });
    try {
      const login = await fetch(`${local.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=admin&password=Changed-Passw0rd',
      });
      const { data } = (await login.json()) as { data: { token: string } };
      const call = async (path: string, body?: unknown) => {
        const res = await fetch(`${local.url}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { token: data.token, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return (await res.json()) as { code: number; data: never };
      };
      const devices = (await call('/api/signalDevice/list')).data as {
        id: number;
        profile: string;
      }[];
      expect(devices).toHaveLength(4);
      for (const device of devices) {
        const rotated = await call('/api/signalDevice/rotateKey', { id: device.id });
        expect(rotated.code).toBe(200);
        const { deviceKey } = rotated.data as { deviceKey: string };
        expect(deviceKey).toMatch(/^cepd_/);
        expect(deviceKey).not.toBe(demoDeviceKey(device.profile));
        // The published key opens nothing any more; the new one opens the same device.
        expect(await deviceByKey(sql, demoDeviceKey(device.profile))).toBeUndefined();
        expect(await deviceByKey(sql, deviceKey)).toMatchObject({ id: device.id });
      }
    } finally {
      await stopServerProcess(local);
      dataDir.remove();
    }
    expect(await demoDevicesInUse(sql)).toEqual([]);
    const audit = await sql
      .selectFrom('audit_log')
      .select('outcome')
      .where('action', '=', 'rotateSignalDeviceKey')
      .execute();
    expect(audit).toHaveLength(4);

    const served = await runServer(database.url, { HOST: '0.0.0.0' });
    expect(served.output).toMatch(/listens on 0\.0\.0\.0: reachable from the network/);
    expect(served.code).toBe(0);
  }, 180_000);
});
