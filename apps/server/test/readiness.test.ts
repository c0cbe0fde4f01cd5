import { readdirSync } from 'node:fs';
import { apiSuccess, calls } from '@cep/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { appRoleUrl } from '../src/platform/db/app-role';
import { migrationsDir, storedAppRole } from '../src/platform/db/migrate';
import { createPool, type Pool } from '../src/platform/db/pool';
import { createLogger } from '../src/platform/logger';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { startTcpRelay } from './tcp-relay';

/*
 * Readiness (issue 29 §3), beside /api/health's liveness: 200 when the database answers and every
 * migration of this server is applied; 503 with a code otherwise, and back to 200 by itself once
 * the database is. The app here reaches its real PostgreSQL through a TCP relay the test cuts and
 * restores, so "down" is what a stopped server looks like to it (refused, connections lost).
 */

const shipped = readdirSync(migrationsDir()).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name));

describe.each(engines)('GET /api/ready on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof startTcpRelay>>;
  let pool: Pool;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const role = await storedAppRole(t.pool);
    if (!role) throw new Error('no least-privilege role');
    const direct = new URL(appRoleUrl(t.url, role));
    relay = await startTcpRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
    direct.hostname = '127.0.0.1';
    direct.port = String(relay.port);
    pool = createPool(direct.toString());
    app = buildApp({
      db: { pool, kind: engine.kind },
      logger: createLogger('silent'),
      consoleDist: '/nonexistent',
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await pool?.end();
    await relay?.close();
    await t?.close();
  });

  it('answers 200 with the number of migrations when every one is applied', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(apiSuccess(calls.ready.response).parse(res.json()).data).toEqual({
      migrations: shipped.length,
    });
  });

  it('fails with 503 / 50302 while PostgreSQL is down and recovers by itself', async () => {
    await relay.cut();
    try {
      // Idle connections of the pool are gone with the relay: every check fails, none hangs.
      for (let i = 0; i < 3; i++) {
        const down = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(down.statusCode).toBe(503);
        expect(down.json()).toMatchObject({ code: 50302, success: false, data: null });
      }
      // /api/health makes a round trip to the database too, so it fails alike.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    } finally {
      await relay.restore();
    }
    // Nothing restarted the app: the pool opens new connections on the next check.
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode, {
        timeout: 15_000,
      })
      .toBe(200);
  });

  it('answers 503 / 50303 while a migration of this server is not applied', async () => {
    const last = shipped.at(-1) ?? '';
    const { rows } = await t.pool.query<{ applied_at: Date }>(
      'DELETE FROM schema_migrations WHERE name = $1 RETURNING applied_at',
      [last],
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 50303, success: false });
      expect(res.json().message).toContain('1 个迁移未应用');
    } finally {
      await t.pool.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [
        last,
        rows[0]?.applied_at,
      ]);
    }
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
