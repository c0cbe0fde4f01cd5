import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppSettings } from '../src/app';
import { defaultLoginLimits } from '../src/identity/throttling/login-limits';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

/*
 * Sign-in throttling through the app, on both limiter stores: per account across addresses (a
 * progressive delay the real user can wait out), per network (IPv6 by /64), and the client address
 * taken from X-Forwarded-For only when the request comes from a proxy of TRUST_PROXY.
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

/** Small limits the tests can reach: 3 free failures per account, 4 per network. */
const loginLimits: AppSettings['loginLimits'] = {
  account: { ...defaultLoginLimits.account, free: 3, baseDelayMs: 60_000, maxDelayMs: 240_000 },
  network: { kind: 'window', max: 4, windowMs: 15 * 60 * 1000 },
};

describe.each(engines)('sign-in throttling on $name PostgreSQL', (engine) => {
  describe.each(stores)('with the limiter in $store', ({ redis }) => {
    let t: TestApp;
    const prefix = `cep-test:throttling-${randomBytes(4).toString('hex')}:`;
    const admin = redis ? new Redis(redisUrl, { lazyConnect: true }) : undefined;

    beforeAll(async () => {
      t = await startTestApp(engine, {
        loginLimits,
        ...(redis ? { redisUrl, redisKeyPrefix: prefix } : {}),
      });
      await t.createUser({ username: 'wang', password: 'Right#2024', userAuth: '1' });
      await t.createUser({ username: 'chen', password: 'Right#2024', userAuth: '1' });
    });
    afterAll(async () => {
      await t?.close();
      if (admin) {
        const keys = await admin.keys(`${prefix}*`);
        if (keys.length > 0) await admin.del(...keys);
        await admin.quit();
      }
    });

    const login = (username: string, password: string, ip: string) =>
      t.call({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, password }).toString(),
        remoteAddress: ip,
      });

    /** Moves every counted failure `ms` into the past, in whichever store holds them. */
    async function age(ms: number): Promise<void> {
      if (!admin) {
        await sql`UPDATE login_failures SET at = at - (${ms}::bigint * interval '1 millisecond')`.execute(
          t.sql,
        );
        return;
      }
      for (const key of await admin.keys(`${prefix}*`)) {
        if ((await admin.type(key)) !== 'zset') continue;
        const members = await admin.zrange(key, '0', '-1', 'WITHSCORES');
        for (let i = 0; i < members.length; i += 2) {
          await admin.zadd(key, String(Number(members[i + 1]) - ms), members[i]!);
        }
      }
    }

    it('slows an account guessed from many addresses, without locking its user out', async () => {
      // 3 failures from 3 addresses: each address alone is far below its own limit.
      for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        expect((await login('wang', 'guess-1', ip)).json().code).toBe(40101);
      }
      // The 4th attempt, from a 4th address, must wait a minute — even with the right password.
      const slowed = await login('wang', 'Right#2024', '198.51.100.4');
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().code).toBe(42901);
      const wait = Number(slowed.headers['retry-after']);
      expect(wait).toBeGreaterThan(55);
      expect(wait).toBeLessThanOrEqual(60);
      // Once the delay has passed the real user signs in, and the account's failures are forgotten.
      await age(61_000);
      expect((await login('wang', 'Right#2024', '198.51.100.4')).json().code).toBe(200);
      for (const ip of ['198.51.100.5', '198.51.100.6', '198.51.100.7']) {
        expect((await login('wang', 'guess-2', ip)).json().code).toBe(40101);
      }
    });

    it('doubles the delay with each further failure', async () => {
      for (let i = 0; i < 3; i++) await login('chen', 'guess', `203.0.113.${10 + i}`);
      await age(61_000);
      expect((await login('chen', 'guess', '203.0.113.20')).json().code).toBe(40101);
      const slower = await login('chen', 'Right#2024', '203.0.113.21');
      expect(slower.json().code).toBe(42901);
      expect(Number(slower.headers['retry-after'])).toBeGreaterThan(115);
      expect(Number(slower.headers['retry-after'])).toBeLessThanOrEqual(120);
    });

    it('limits failures per IPv6 /64 across usernames; another /64 is not affected', async () => {
      for (const [i, suffix] of ['a', 'b', 'c', 'd'].entries()) {
        const res = await login(`nobody${i}`, 'x', `2001:db8:1:2::${suffix}`);
        expect(res.json().code).toBe(40101);
      }
      const sameNetwork = await login('someone', 'x', '2001:db8:1:2:ffff:ffff:ffff:1');
      expect(sameNetwork.json().code).toBe(42901);
      expect(Number(sameNetwork.headers['retry-after'])).toBeGreaterThan(890);
      expect((await login('someone', 'x', '2001:db8:1:3::1')).json().code).toBe(40101);
    });

    it('does not count successful sign-ins against the network', async () => {
      for (let i = 0; i < 6; i++) {
        expect((await login('chen', 'Right#2024', '192.0.2.200')).json().code).toBe(
          i === 0 ? 42901 : 200,
        );
        if (i === 0) await age(121_000);
      }
    });
  });
});

describe.each(engines)(
  'the client address behind a trusted proxy on $name PostgreSQL',
  (engine) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(engine, { trustProxy: ['10.0.0.1', '10.9.0.0/16'] });
      await t.createUser({ username: 'li', password: 'Right#2024', userAuth: '2' });
    });
    afterAll(() => t?.close());

    const login = (remoteAddress: string, forwardedFor: string) =>
      t.call({
        method: 'POST',
        url: '/api/users/login',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': forwardedFor,
        },
        payload: 'username=li&password=wrong',
        remoteAddress,
      });
    const lastAuditIp = async () =>
      (
        await t.sql
          .selectFrom('audit_log')
          .select('ip')
          .where('action', '=', 'login')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).ip;

    it('takes the client from X-Forwarded-For when the request comes from a trusted proxy', async () => {
      await login('10.0.0.1', '203.0.113.50');
      expect(await lastAuditIp()).toBe('203.0.113.50');
      await login('10.9.3.4', '203.0.113.51');
      expect(await lastAuditIp()).toBe('203.0.113.51');
    });

    it('ignores X-Forwarded-For from anyone else, and a client’s own forged entries', async () => {
      await login('198.51.100.9', '203.0.113.52');
      expect(await lastAuditIp()).toBe('198.51.100.9');
      // The client wrote "1.2.3.4" itself; the trusted proxy appended the address it saw.
      await login('10.0.0.1', '1.2.3.4, 203.0.113.53');
      expect(await lastAuditIp()).toBe('203.0.113.53');
    });

    it('throttles the forwarded client, not the proxy', async () => {
      for (let i = 0; i < 5; i++) await login('10.0.0.1', '203.0.113.60');
      expect((await login('10.0.0.1', '203.0.113.60')).json().code).toBe(42901);
      expect((await login('10.0.0.1', '203.0.113.61')).json().code).toBe(40101);
    });
  },
);

describe.each(engines)('without TRUST_PROXY on $name PostgreSQL', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t?.close());

  it('never reads X-Forwarded-For', async () => {
    await t.call({
      method: 'POST',
      url: '/api/users/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '203.0.113.70',
      },
      payload: 'username=nobody&password=x',
      remoteAddress: '10.0.0.1',
    });
    const row = await t.sql
      .selectFrom('audit_log')
      .select('ip')
      .where('action', '=', 'login')
      .executeTakeFirstOrThrow();
    expect(row.ip).toBe('10.0.0.1');
  });
});
