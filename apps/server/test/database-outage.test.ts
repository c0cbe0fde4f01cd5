import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createPool } from '../src/platform/db/pool';
import { createNoticeListener } from '../src/platform/live/notice-listener';
import { createLogger } from '../src/platform/logger';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

/*
 * PostgreSQL restarted or unreachable under a running server (issue 28, item 8): the bench:load
 * run that restarted PostgreSQL saw both instances die of an 'error' event nobody listened to on
 * a connection they held, and the others answer 500 until it was back. A restart ends every
 * backend with 57P01 (admin_shutdown); pg_terminate_backend sends the same, so these tests end
 * the app's connections that way, on a real server, and expect the process to live on (an
 * unhandled 'error' fails the run), 503 / 50302 while the database is away, and 200 after.
 */

/** A loopback port nothing listens on: connecting there is refused, like a stopped database. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a database nobody answers at', () => {
  it('is answered 503 / 50302 ("try again"), never 500', async () => {
    const pool = createPool(`postgres://postgres@127.0.0.1:${await closedPort()}/cep`);
    const app = buildApp({
      db: { pool, kind: 'external' },
      logger: createLogger('silent'),
      consoleDist: '/nonexistent',
    });
    try {
      await app.ready();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ code: 50302, success: false });
      const login = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=doctor&password=Doctor%40123',
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toMatchObject({ code: 50302 });
    } finally {
      await app.close();
      await pool.end();
    }
  });
});

describe.each(engines)('the database restarting under the server on $name PostgreSQL', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Ends every connection of the app's role, as a restart of PostgreSQL does (57P01). */
  async function terminateAppConnections(): Promise<number> {
    const { rows } = await t.pool.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND usename <> current_user`,
    );
    return rows.filter((row) => row.ended).length;
  }

  it('a connection the server holds is ended without taking the process down', async () => {
    // Held as a transaction or the message hub's LISTEN connection is: checked out, and its
    // holder's own error listener gone (the hub removes its handler when it gives one back).
    const held = await t.appPool.connect();
    const ended = new Promise<void>((resolve) => held.once('end', () => resolve()));
    expect(await terminateAppConnections()).toBeGreaterThanOrEqual(1);
    await ended; // pg emitted its 'error' on the client by now: the process is still here
    held.release(true);

    const health = await t.call({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('idle connections ended under the pool: 503 / 50302 at most, then 200 by itself', async () => {
    // Fill the pool with idle connections, then end them all.
    await Promise.all(
      Array.from({ length: 5 }, () => t.call({ method: 'GET', url: '/api/health' })),
    );
    expect(await terminateAppConnections()).toBeGreaterThanOrEqual(1);
    const answers: string[] = [];
    for (;;) {
      const health = await t.call({ method: 'GET', url: '/api/health' });
      answers.push(`${health.statusCode} ${health.json().code}`);
      if (health.statusCode === 200) break;
      expect(answers.length, answers.join(', ')).toBeLessThan(20);
    }
    for (const answer of answers.slice(0, -1)) expect(answer).toBe('503 50302');
  });

  it('a LISTEN connection ended by the restart is given back once and listens again', async () => {
    let reconnected!: () => void;
    const back = new Promise<void>((resolve) => (reconnected = resolve));
    const heard: string[] = [];
    const listener = createNoticeListener({
      pool: t.appPool,
      channel: 'cep_outage_test',
      log: createLogger('silent'),
      onNotice: (payload) => heard.push(payload),
      onReconnect: () => reconnected(),
      wanted: () => true,
    });
    try {
      await listener.listen();
      expect(await terminateAppConnections()).toBeGreaterThanOrEqual(1);
      await back; // pg's errors for the drop were handled: the process is still here
      await t.pool.query(`NOTIFY cep_outage_test, 'after'`);
      await expect.poll(() => heard).toEqual(['after']);
    } finally {
      await listener.close();
    }
  });

  it('a LISTEN connection given back and then ended is not given back twice', async () => {
    const listener = createNoticeListener({
      pool: t.appPool,
      channel: 'cep_outage_test',
      log: createLogger('silent'),
      onNotice: () => {},
      wanted: () => false,
    });
    await listener.listen();
    await listener.unlisten(); // back in the pool, idle
    const idleDropped = new Promise<void>((resolve) => t.appPool.once('error', () => resolve()));
    expect(await terminateAppConnections()).toBeGreaterThanOrEqual(1);
    await idleDropped; // the pool heard the drop; a second release would have thrown by now
    await listener.close();
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
