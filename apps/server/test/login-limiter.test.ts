import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../src/platform/db/pool';
import type { Tables } from '../src/platform/db/schema';
import { DbLoginLimiter } from '../src/identity/throttling/login-limiter';
import { RedisLoginLimiter } from '../src/identity/throttling/login-limiter-redis';
import type {
  DelayRule,
  LimitCheck,
  LoginLimiter,
  WindowRule,
} from '../src/identity/throttling/login-limits';
import { engines, freshDatabase } from './engines';
import { startTestApp, type TestApp } from './harness';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at `url`; the Redis tests skip (and say so) when none does. */
async function redisReachable(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const redisUp = await redisReachable(redisUrl);
if (!redisUp) console.warn(`No Redis at ${redisUrl}: the Redis limiter tests are skipped.`);

/** One rule per scope, small enough to reach in a test. */
const sourceRule: WindowRule = { kind: 'window', max: 5, windowMs: 15 * 60 * 1000 };
const delayRule: DelayRule = {
  kind: 'delay',
  free: 3,
  baseDelayMs: 10_000,
  maxDelayMs: 40_000,
  windowMs: 60 * 60 * 1000,
};

const unique = () => randomBytes(4).toString('hex');
const windowCheck = (key: string, rule: WindowRule = sourceRule): LimitCheck => ({
  scope: 'source',
  key,
  rule,
  forgetOnSuccess: true,
});
const attemptOn = (limiter: LoginLimiter, checks: LimitCheck[]) => limiter.attempt(checks);

/** What both limiters must do, whichever store holds the failures. */
function limiterContract(
  name: string,
  make: () => LoginLimiter,
  age: (ms: number) => Promise<void>,
) {
  describe(name, () => {
    let limiter: LoginLimiter;
    beforeAll(() => {
      limiter = make();
    });
    afterAll(() => limiter.close());

    it('a window rule allows 5 attempts, then refuses with the time until the window passes', async () => {
      const k = [windowCheck(`203.0.113.9|user-${unique()}`)];
      for (let i = 0; i < 5; i++) expect((await attemptOn(limiter, k)).allowed).toBe(true);
      const refused = await attemptOn(limiter, k);
      expect(refused).toMatchObject({ allowed: false, scope: 'source' });
      if (!refused.allowed) {
        expect(refused.retryAfterSeconds).toBeGreaterThan(895);
        expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900);
      }
      // Another key is not affected.
      expect((await attemptOn(limiter, [windowCheck(`x|${unique()}`)])).allowed).toBe(true);
    });

    it('refused attempts do not extend the block; it ends when the window passes', async () => {
      const k = [windowCheck(`w|${unique()}`)];
      for (let i = 0; i < 5; i++) await attemptOn(limiter, k);
      for (let i = 0; i < 3; i++) expect((await attemptOn(limiter, k)).allowed).toBe(false);
      await age(10 * 60 * 1000);
      const later = await attemptOn(limiter, k);
      expect(later.allowed).toBe(false);
      if (!later.allowed) {
        expect(later.retryAfterSeconds).toBeGreaterThan(295);
        expect(later.retryAfterSeconds).toBeLessThanOrEqual(300);
      }
      await age(5 * 60 * 1000 + 1000);
      expect((await attemptOn(limiter, k)).allowed).toBe(true);
    });

    it('a delay rule lets the free attempts through, then makes each wait twice as long', async () => {
      const k: LimitCheck[] = [
        { scope: 'account', key: `account|${unique()}`, rule: delayRule, forgetOnSuccess: true },
      ];
      for (let i = 0; i < 3; i++) expect((await attemptOn(limiter, k)).allowed).toBe(true);
      const first = await attemptOn(limiter, k);
      expect(first).toMatchObject({ allowed: false, scope: 'account' });
      if (!first.allowed) expect(first.retryAfterSeconds).toBeGreaterThan(8);
      if (!first.allowed) expect(first.retryAfterSeconds).toBeLessThanOrEqual(10);
      // Not a lock-out: once the delay has passed, an attempt goes through…
      await age(10_500);
      expect((await attemptOn(limiter, k)).allowed).toBe(true);
      // …and the next one waits twice as long (20 s), then at most maxDelayMs (40 s).
      const second = await attemptOn(limiter, k);
      if (!second.allowed) expect(second.retryAfterSeconds).toBeGreaterThan(18);
      expect(second.allowed).toBe(false);
      await age(20_500);
      expect((await attemptOn(limiter, k)).allowed).toBe(true);
      await age(40_500);
      expect((await attemptOn(limiter, k)).allowed).toBe(true);
      const capped = await attemptOn(limiter, k);
      expect(capped.allowed).toBe(false);
      if (!capped.allowed) expect(capped.retryAfterSeconds).toBeLessThanOrEqual(40);
    });

    it('checks several keys as one: a refusal counts on none of them', async () => {
      const network: LimitCheck = {
        scope: 'network',
        key: `network|${unique()}`,
        rule: { kind: 'window', max: 2, windowMs: 60_000 },
        forgetOnSuccess: false,
      };
      const user = () => windowCheck(`n|${unique()}`);
      const a = user();
      expect((await attemptOn(limiter, [a, network])).allowed).toBe(true);
      expect((await attemptOn(limiter, [user(), network])).allowed).toBe(true);
      const refused = await attemptOn(limiter, [a, network]);
      expect(refused).toMatchObject({ allowed: false, scope: 'network' });
      // `a` holds one counted attempt, not two: 4 more fit under its limit of 5.
      const alone = [a];
      for (let i = 0; i < 4; i++) expect((await attemptOn(limiter, alone)).allowed).toBe(true);
      expect((await attemptOn(limiter, alone)).allowed).toBe(false);
    });

    it('a success forgets its forgetOnSuccess keys and withdraws only itself from the others', async () => {
      const source = windowCheck(`s|${unique()}`);
      const network: LimitCheck = {
        scope: 'network',
        key: `network|${unique()}`,
        rule: { kind: 'window', max: 3, windowMs: 60_000 },
        forgetOnSuccess: false,
      };
      for (let i = 0; i < 2; i++) await attemptOn(limiter, [source, network]);
      const signedIn = await attemptOn(limiter, [source, network]);
      if (!signedIn.allowed) throw new Error('expected an allowed attempt');
      await limiter.succeeded(signedIn.reservation);
      // The source's failures are forgotten: 5 fresh attempts fit.
      for (let i = 0; i < 5; i++) expect((await attemptOn(limiter, [source])).allowed).toBe(true);
      // The network keeps its 2 failures, without the attempt that signed in: 1 more fits.
      expect((await attemptOn(limiter, [network])).allowed).toBe(true);
      expect((await attemptOn(limiter, [network])).allowed).toBe(false);
    });

    it('lets no more than 5 of 30 concurrent attempts through', async () => {
      const k = [windowCheck(`c|${unique()}`)];
      const verdicts = await Promise.all(Array.from({ length: 30 }, () => attemptOn(limiter, k)));
      expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    });
  });
}

describe.each(engines)('the database login limiter on $name PostgreSQL', (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Kysely<Tables>;
  beforeAll(async () => {
    const template =
      engine.name === 'embedded' ? inject('embeddedTemplate') : inject('externalTemplate');
    database = await freshDatabase(engine.url, { template });
    db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: createPool(database.url) }) });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  limiterContract(
    'rules',
    () => new DbLoginLimiter(db),
    async (ms) => {
      await sql`UPDATE login_failures SET at = at - (${ms}::bigint * interval '1 millisecond')`.execute(
        db,
      );
    },
  );

  it('keeps one row per counted failure, none for refused attempts', async () => {
    const limiter = new DbLoginLimiter(db);
    const k = '198.51.100.1|rows';
    for (let i = 0; i < 7; i++) await limiter.attempt([windowCheck(k)]);
    const rows = await db
      .selectFrom('login_failures')
      .where('limiter_key', '=', k)
      .selectAll()
      .execute();
    expect(rows).toHaveLength(5);
    // Each row names its attempt (a success withdraws its own rows by it).
    expect(new Set(rows.map((row) => row.attempt)).size).toBe(5);
  });
});

describe.skipIf(!redisUp)('the Redis login limiter', () => {
  const prefix = `cep-test:${Date.now().toString(36)}-${randomBytes(4).toString('hex')}:`;
  const admin = new Redis(redisUrl, { lazyConnect: true });
  afterAll(async () => {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    await admin.quit();
  });

  limiterContract(
    'rules',
    () => new RedisLoginLimiter(redisUrl, { prefix }),
    async (ms) => {
      // Move every counted failure back in time (scores are Redis-clock milliseconds).
      for (const key of await admin.keys(`${prefix}*`)) {
        const members = await admin.zrange(key, '0', '-1', 'WITHSCORES');
        for (let i = 0; i < members.length; i += 2) {
          await admin.zadd(key, String(Number(members[i + 1]) - ms), members[i]!);
        }
      }
    },
  );

  it('does not connect until used, and closes its connection', async () => {
    const connectionName = `cep-limiter-test-${randomBytes(4).toString('hex')}`;
    const limiter = new RedisLoginLimiter(redisUrl, { prefix, connectionName });
    expect(await connections(admin, connectionName)).toBe(0);
    await limiter.attempt([windowCheck(`::1|conn-${unique()}`)]);
    expect(await connections(admin, connectionName)).toBe(1);
    await limiter.close();
    await expect.poll(() => connections(admin, connectionName)).toBe(0);
  });
});

/** How many connections named `name` the Redis server has. */
async function connections(admin: Redis, name: string): Promise<number> {
  const list = String(await admin.client('LIST'));
  return list.split('\n').filter((line) => line.includes(` name=${name} `)).length;
}

/*
 * The app with REDIS_URL: the limiter's state is in Redis (nothing in login_failures), and closing
 * the app closes its Redis connection. Usernames are unique per run, so keys do not collide.
 */
describe.skipIf(!redisUp).each(engines)(
  'login throttling through Redis on $name PostgreSQL',
  (engine) => {
    let t: TestApp;
    const admin = new Redis(redisUrl, { lazyConnect: true });
    const username = `redis-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
    // Its own key prefix: the network counter of 127.0.0.1 must not carry over between runs.
    const redisKeyPrefix = `cep-test:${username}:`;
    const login = (password: string) =>
      t.call({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, password }).toString(),
      });

    beforeAll(async () => {
      t = await startTestApp(engine, { redisUrl, redisKeyPrefix });
      await t.createUser({ username, password: 'Right#123', userAuth: '1' });
    });
    afterAll(async () => {
      await t?.close();
      const keys = await admin.keys(`${redisKeyPrefix}*`);
      if (keys.length > 0) await admin.del(...keys);
      await admin.quit();
    });

    it('blocks the 6th attempt with 42901 and keeps nothing in login_failures', async () => {
      for (let i = 0; i < 5; i++) expect((await login('wrong')).json().code).toBe(40101);
      const blocked = await login('Right#123');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe(42901);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(895);
      const rows = await t.sql.selectFrom('login_failures').selectAll().execute();
      expect(rows).toEqual([]);
      expect(await admin.zcard(`${redisKeyPrefix}127.0.0.1|${username}`)).toBe(5);
      expect(await admin.zcard(`${redisKeyPrefix}account|${username}`)).toBe(5);
      expect(await admin.zcard(`${redisKeyPrefix}network|127.0.0.1`)).toBe(5);
    });

    it('closes its Redis connection when the app closes', async () => {
      const other = await startTestApp(engine, { redisUrl, redisKeyPrefix });
      const name = 'cep-login-limiter';
      const before = await connections(admin, name);
      await other.call({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: `${username}-x`, password: 'x' }).toString(),
      });
      expect(await connections(admin, name)).toBe(before + 1);
      await other.close();
      await expect.poll(() => connections(admin, name)).toBe(before);
    });
  },
);
