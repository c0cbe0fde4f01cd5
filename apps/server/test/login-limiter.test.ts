import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../src/db/pool';
import type { Tables } from '../src/db/schema';
import { DbLoginLimiter, limiterKey, type LoginLimiter } from '../src/services/login-limiter';
import { RedisLoginLimiter } from '../src/services/login-limiter-redis';
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

    const key = () => limiterKey(`user-${randomBytes(4).toString('hex')}`, '203.0.113.9');

    it('allows 5 attempts in the window, then refuses with the time until the window passes', async () => {
      const k = key();
      for (let i = 0; i < 5; i++) expect(await limiter.attempt(k)).toEqual({ allowed: true });
      const refused = await limiter.attempt(k);
      expect(refused.allowed).toBe(false);
      if (!refused.allowed) {
        expect(refused.retryAfterSeconds).toBeGreaterThan(895);
        expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900);
      }
      // Other keys (another user, or the same user from another address) are not affected.
      expect(await limiter.attempt(key())).toEqual({ allowed: true });
    });

    it('refused attempts do not extend the block; it ends when the window passes', async () => {
      const k = key();
      for (let i = 0; i < 5; i++) await limiter.attempt(k);
      for (let i = 0; i < 3; i++) expect((await limiter.attempt(k)).allowed).toBe(false);
      await age(10 * 60 * 1000);
      const later = await limiter.attempt(k);
      expect(later.allowed).toBe(false);
      if (!later.allowed) {
        expect(later.retryAfterSeconds).toBeGreaterThan(295);
        expect(later.retryAfterSeconds).toBeLessThanOrEqual(300);
      }
      await age(5 * 60 * 1000 + 1000);
      expect(await limiter.attempt(k)).toEqual({ allowed: true });
    });

    it('a success forgets the key’s failures', async () => {
      const k = key();
      for (let i = 0; i < 5; i++) await limiter.attempt(k);
      await limiter.succeeded(k);
      for (let i = 0; i < 5; i++) expect(await limiter.attempt(k)).toEqual({ allowed: true });
      expect((await limiter.attempt(k)).allowed).toBe(false);
    });

    it('lets no more than 5 of 30 concurrent attempts through', async () => {
      const k = key();
      const verdicts = await Promise.all(Array.from({ length: 30 }, () => limiter.attempt(k)));
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
    const k = limiterKey('Rows', '198.51.100.1');
    for (let i = 0; i < 7; i++) await limiter.attempt(k);
    const rows = await db
      .selectFrom('login_failures')
      .where('limiter_key', '=', k)
      .selectAll()
      .execute();
    expect(rows).toHaveLength(5);
    expect(k).toBe('198.51.100.1|rows');
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
    await limiter.attempt(limiterKey('conn', '::1'));
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
    const login = (password: string) =>
      t.call({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, password }).toString(),
      });

    beforeAll(async () => {
      t = await startTestApp(engine, { redisUrl });
      await t.createUser({ username, password: 'Right#123', userAuth: '1' });
    });
    afterAll(async () => {
      await t?.close();
      const keys = await admin.keys(`cep:login-failures:*${username}`);
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
      expect(await admin.zcard(`cep:login-failures:127.0.0.1|${username}`)).toBe(5);
    });

    it('closes its Redis connection when the app closes', async () => {
      const other = await startTestApp(engine, { redisUrl });
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
