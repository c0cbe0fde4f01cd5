import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/platform/db/migrate';
import { startServerProcess, stopServerProcess, type ServerProcess } from './crash/server-process';
import { engines, freshDatabase, type Engine } from './engines';
import { tempDataDir } from './temp-dir';

/*
 * Several servers behind a load balancer on one PostgreSQL (server README, "Several instances"):
 * two real server processes (the built bundle, as `npm start` runs it) started together on one
 * empty database — of the embedded cluster of this test run, and of DATABASE_URL's server when
 * set. Nothing a request depends on may live in one process's memory: a sign-in on one is good on
 * the other, failed sign-ins count on both, a refresh or logout on one is seen by the other.
 */

/** The fields of the answers these tests read (sign-in, refresh, getInfo). */
interface Data {
  token: string;
  id: number;
  name: string;
  roles: string[];
  revision: number;
}
type Answer = { status: number; code: number; data: Data; retryAfter: string | null };

/** One call to `server`, through 127.0.0.1 (the address the login limiter keys on). */
async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.token = options.token;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const origin = server.url.replace('localhost', '127.0.0.1');
  const res = await fetch(`${origin}${path}`, { method, headers, body });
  const envelope = (await res.json()) as { code: number; data: Data };
  return {
    status: res.status,
    code: envelope.code,
    data: envelope.data,
    retryAfter: res.headers.get('retry-after'),
  };
}

const signIn = (server: ServerProcess, username: string, password: string) =>
  call(server, 'POST', '/api/users/login', { form: { username, password } });

async function tokenOn(server: ServerProcess, username: string, password: string) {
  const res = await signIn(server, username, password);
  expect(res.code, `sign-in of ${username}`).toBe(200);
  return res.data.token;
}

interface Pair {
  a: ServerProcess | undefined;
  b: ServerProcess | undefined;
  database: Awaited<ReturnType<typeof freshDatabase>>;
  folders: ReturnType<typeof tempDataDir>[];
}

/** Two servers started together on a new, empty database of `engine`'s PostgreSQL. */
async function startPair(engine: Engine): Promise<Pair> {
  const database = await freshDatabase(engine.url, { prefix: 'cep_two' });
  const folders = [tempDataDir('cep-two-a-'), tempDataDir('cep-two-b-')];
  // Both at once on the empty database: migrations and first accounts must happen once.
  const started = await Promise.allSettled(
    folders.map((folder) => startServerProcess({ dataDir: folder.dir, databaseUrl: database.url })),
  );
  const [a, b] = started.map((result) =>
    result.status === 'fulfilled' ? result.value : undefined,
  );
  const pair = { a, b, database, folders };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopPair(pair);
    throw failed.reason;
  }
  return pair;
}

async function stopPair(pair: Pair): Promise<void> {
  await Promise.all([stopServerProcess(pair.a), stopServerProcess(pair.b)]);
  await pair.database.drop();
  for (const folder of pair.folders) folder.remove();
}

// Every engine's pair starts at once (each start is seconds of migrations and demo accounts).
const pairs = new Map<string, Promise<Pair>>();
beforeAll(() => {
  for (const engine of engines) pairs.set(engine.name, startPair(engine));
});
afterAll(async () => {
  const settled = await Promise.allSettled(pairs.values());
  await Promise.all(
    settled.map((result) => (result.status === 'fulfilled' ? stopPair(result.value) : undefined)),
  );
});

describe.each(engines)('two server processes on one $name PostgreSQL', (engine) => {
  let db: pg.Client;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const pair = await pairs.get(engine.name)!;
    a = pair.a!;
    b = pair.b!;
    db = new pg.Client({ connectionString: pair.database.url });
    await db.connect();
  });
  afterAll(() => db?.end());

  it('started together on an empty database: migrated once, first accounts created once', async () => {
    const migrations = readdirSync(migrationsDir()).filter((name) => name.endsWith('.sql'));
    const applied = await db.query('SELECT name FROM schema_migrations ORDER BY name');
    expect(applied.rows.map((row) => row.name)).toEqual(migrations.sort());
    const admins = await db.query("SELECT count(*)::int AS n FROM users WHERE username = 'admin'");
    expect(admins.rows[0].n).toBe(1);
    for (const server of [a, b]) {
      expect((await call(server, 'GET', '/api/health')).code).toBe(200);
    }
  });

  it('a token issued by A works on B, and B sees what A changed at once', async () => {
    const doctor = await tokenOn(a, 'doctor', 'Doctor@123');
    const onB = await call(b, 'GET', '/api/sysUser/getInfo', { token: doctor });
    expect(onB.code).toBe(200);
    expect(onB.data.roles).toContain('doctor');

    // The admin, on A, renames the doctor's account; the doctor's token, on B, shows the new name.
    const admin = await tokenOn(a, 'admin', 'Admin@123');
    const account = await call(a, 'GET', `/api/users/getUser?id=${onB.data.id}`, { token: admin });
    const renamed = await call(a, 'PUT', '/api/users/update', {
      token: admin,
      json: { id: onB.data.id, revision: account.data.revision, name: '张主任' },
    });
    expect(renamed.code).toBe(200);
    expect((await call(b, 'GET', '/api/sysUser/getInfo', { token: doctor })).data.name).toBe(
      '张主任',
    );
  });

  // Each wrong password costs a password hash on purpose: ~30 of them take a while on a busy CI.
  it('failed sign-ins on A and B count together', { timeout: 120_000 }, async () => {
    // How many wrong passwords one instance takes before it refuses (42901)…
    let alone = 0;
    while ((await signIn(a, 'nobody-a', 'wrong')).code === 40101) {
      alone += 1;
      expect(alone, 'A never refused').toBeLessThan(50);
    }
    expect(alone).toBeGreaterThan(0);
    // …is how many the two take together, alternating: each sees the other's failures. (Two
    // counters in memory would take twice as many.)
    let together = 0;
    for (;;) {
      const server = together % 2 === 0 ? a : b;
      const res = await signIn(server, 'nobody-b', 'wrong');
      if (res.code !== 40101) {
        expect(res.code).toBe(42901);
        expect(Number(res.retryAfter)).toBeGreaterThan(0);
        break;
      }
      together += 1;
      expect(together, 'never refused').toBeLessThan(100);
    }
    expect(together).toBe(alone);
    // And both refuse now, even the one that did not say it yet.
    expect((await signIn(a, 'nobody-b', 'wrong')).code).toBe(42901);
    expect((await signIn(b, 'nobody-b', 'wrong')).code).toBe(42901);
  });

  it('a refresh on A is seen by B: new token good, old one retired', async () => {
    const old = await tokenOn(a, 'patient', 'Patient@123');
    const refreshed = await call(a, 'POST', '/api/sysUser/refreshToken', {
      token: old,
      json: { token: old },
    });
    expect(refreshed.code).toBe(200);
    const fresh = refreshed.data.token;
    expect((await call(b, 'GET', '/api/sysUser/getInfo', { token: fresh })).code).toBe(200);
    // The old token is in its grace (requests in flight) but was refreshed already: B refuses to
    // refresh it a second time.
    expect((await call(b, 'GET', '/api/sysUser/getInfo', { token: old })).code).toBe(200);
    const again = await call(b, 'POST', '/api/sysUser/refreshToken', {
      token: old,
      json: { token: old },
    });
    expect(again.code).toBe(50008);
    // Once the grace is over (moved forward here instead of waiting 30 s), B refuses the old one.
    await db.query('UPDATE sessions SET retire_at = now() WHERE retire_at IS NOT NULL');
    expect((await call(b, 'GET', '/api/sysUser/getInfo', { token: old })).code).toBe(50008);
    expect((await call(b, 'GET', '/api/sysUser/getInfo', { token: fresh })).code).toBe(200);
  });

  it('a logout on A ends the token on B', async () => {
    const token = await tokenOn(b, 'admin', 'Admin@123');
    expect((await call(a, 'GET', '/api/sysUser/getMenuList', { token })).code).toBe(200);
    expect((await call(a, 'POST', '/api/sysUser/logout', { token, json: { token } })).code).toBe(
      200,
    );
    const after = await call(b, 'GET', '/api/sysUser/getInfo', { token });
    expect(after.status).toBe(401);
    expect(after.code).toBe(50008);
  });
});
