import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createPool } from '../src/platform/db/pool';
import { createLogger } from '../src/platform/logger';
import { engines, freshDatabase } from './engines';
import { startTestApp, type TestApp } from './harness';

/*
 * The global rate limit of unauthenticated API calls (per client network, shared between
 * instances through PostgreSQL or Redis) and the request timeout.
 */

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
async function redisReachable(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
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
const stores = [
  { store: 'PostgreSQL', redis: false },
  ...(redisUp ? [{ store: 'Redis', redis: true }] : []),
];

describe.each(engines)('the global rate limit on $name PostgreSQL', (engine) => {
  describe.each(stores)('counted in $store', ({ redis }) => {
    const prefix = `cep-test:rate-${randomBytes(4).toString('hex')}:`;
    const settings = {
      rateLimit: { max: 5, windowMs: 60_000 },
      ...(redis ? { redisUrl, redisKeyPrefix: prefix } : {}),
    };
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await startTestApp(engine, settings);
      // With Redis, a second instance on another database: only Redis can share the counters.
      if (redis) b = await startTestApp(engine, settings);
    });
    afterAll(async () => {
      await a?.close();
      if (redis) {
        await b?.close();
        const admin = new Redis(redisUrl);
        const keys = await admin.keys(`${prefix}*`);
        if (keys.length > 0) await admin.del(...keys);
        await admin.quit();
      }
    });

    const health = (app: TestApp, remoteAddress: string, token?: string) =>
      app.call({ method: 'GET', url: '/api/health', remoteAddress, ...(token ? { token } : {}) });

    it('refuses unauthenticated calls past the limit with 42901 and Retry-After', async () => {
      for (let i = 0; i < 5; i++) expect((await health(a, '198.51.100.20')).statusCode).toBe(200);
      const refused = await health(a, '198.51.100.20');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 42901, message: '请求过于频繁，请稍后再试' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another network is not affected; neither are the console's files (not API calls).
      expect((await health(a, '198.51.100.21')).statusCode).toBe(200);
      expect((await a.call({ url: '/', remoteAddress: '198.51.100.20' })).statusCode).not.toBe(429);
    });

    it('counts IPv6 clients by /64', async () => {
      for (let i = 0; i < 5; i++) await health(a, `2001:db8:5:6::${i + 1}`);
      expect((await health(a, '2001:db8:5:6:abcd::1')).statusCode).toBe(429);
      expect((await health(a, '2001:db8:5:7::1')).statusCode).toBe(200);
    });

    it('does not count calls that carry a session token', async () => {
      const id = await a.createUser({
        username: `u${randomBytes(3).toString('hex')}`,
        userAuth: '2',
      });
      const token = await a.tokenFor(id);
      for (let i = 0; i < 8; i++) {
        expect((await health(a, '198.51.100.30', token)).statusCode).toBe(200);
      }
    });

    it('counts a made-up, too long or revoked token like none (health, sign-in, a socket upgrade)', async () => {
      const id = await a.createUser({
        username: `u${randomBytes(3).toString('hex')}`,
        userAuth: '2',
      });
      const revoked = await a.tokenFor(id);
      await a.sql
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', id)
        .execute();
      const address = '198.51.100.31';
      expect((await health(a, address, 'x')).statusCode).toBe(200);
      expect((await health(a, address, 'y'.repeat(300))).statusCode).toBe(200);
      expect((await health(a, address, revoked)).statusCode).toBe(200);
      const signIn = await a.call({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: address,
        token: 'made-up',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=nobody&password=wrong',
      });
      expect(signIn.statusCode).not.toBe(429);
      const upgrade = await a.call({
        method: 'GET',
        url: '/api/message/socket',
        remoteAddress: address,
        token: 'made-up',
      });
      expect(upgrade.statusCode).not.toBe(429);
      // Five counted: the sixth is refused, whatever header it carries.
      const refused = await health(a, address, 'z');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 42901 });
    });

    it.runIf(redis)('shares its counters between instances', async () => {
      for (let i = 0; i < 3; i++) await health(a, '198.51.100.40');
      for (let i = 0; i < 2; i++) expect((await health(b, '198.51.100.40')).statusCode).toBe(200);
      expect((await health(b, '198.51.100.40')).statusCode).toBe(429);
      expect((await health(a, '198.51.100.40')).statusCode).toBe(429);
    });

    it.runIf(!redis)('shares its counters between instances through the database', async () => {
      const other = buildApp({
        db: { pool: a.pool, kind: engine.kind },
        logger: createLogger('silent'),
        consoleDist: '/nonexistent',
        settings,
      });
      try {
        for (let i = 0; i < 3; i++) await health(a, '198.51.100.41');
        const call = () =>
          other.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.41' });
        for (let i = 0; i < 2; i++) expect((await call()).statusCode).toBe(200);
        expect((await call()).statusCode).toBe(429);
        const rows = await a.sql.selectFrom('rate_limit_hits').selectAll().execute();
        expect(rows.map((row) => row.key)).toContain('198.51.100.41');
      } finally {
        await other.close();
      }
    });
  });
});

describe.each(engines)('the request timeout on $name PostgreSQL', (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let pool: ReturnType<typeof createPool>;
  beforeAll(async () => {
    database = await freshDatabase(engine.url);
    pool = createPool(database.url);
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it('answers 503 / 50301 when a call takes longer than the timeout', async () => {
    const app = buildApp({
      db: { pool, kind: engine.kind },
      logger: createLogger('silent'),
      consoleDist: '/nonexistent',
      // A second: the health call below must answer within it on a busy machine too.
      settings: { requestTimeoutMs: 1_000 },
    });
    // A call that never answers by itself, as a stuck query would; let go after the check.
    let release = () => {};
    app.get('/api/test/slow', () => new Promise((resolve) => (release = () => resolve({}))));
    try {
      const res = await app.inject({ method: 'GET', url: '/api/test/slow' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 50301, message: '请求超时，请稍后重试' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      release();
      await app.close();
    }
  });
});
