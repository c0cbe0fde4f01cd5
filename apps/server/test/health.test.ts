import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiErrorBody, apiSuccess, calls } from '@cep/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createPool, type Pool } from '../src/platform/db/pool';
import { createLogger } from '../src/platform/logger';
import { serverFolder } from '../src/platform/server-folder';
import { engines, freshDatabase } from './engines';

/** The platform's release: its published packages carry it together (build-info.ts). */
const serverVersion = (
  JSON.parse(
    readFileSync(
      path.join(serverFolder(), '..', '..', 'packages', 'contract', 'package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;

describe.each(engines)('GET /api/health on $name PostgreSQL', (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let pool: Pool;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await freshDatabase(engine.url);
    pool = createPool(database.url);
    app = buildApp({ db: { pool, kind: engine.kind }, logger: createLogger('silent') });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await pool?.end();
    await database?.drop();
  });

  it('answers the success envelope with the database kind and its real version', async () => {
    const { rows } = await pool.query<{ server_version: string }>('SHOW server_version');
    const res = await app.inject({ method: 'GET', url: '/api/health' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      code: 200,
      message: 'ok',
      data: {
        db: engine.kind,
        version: rows[0]?.server_version,
        server: { version: serverVersion, commit: expect.stringMatching(/^[0-9a-f]{7,40}$/) },
      },
      success: true,
    });
    expect(() => apiSuccess(calls.health.response).parse(res.json())).not.toThrow();
  });

  it("names the build: the server's version and the commit of this checkout", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    // From the source, without CEP_COMMIT, the commit is git's for this checkout.
    const head = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: serverFolder(),
      encoding: 'utf8',
    }).trim();
    expect(res.json().data.server).toEqual({
      version: serverVersion,
      commit: process.env.CEP_COMMIT?.trim() || head,
    });
  });

  it('answers 40401 for an unknown /api route', async () => {
    for (const url of ['/api/nope', '/api/health/extra', '/api']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 40401,
        message: '接口不存在',
        data: null,
        success: false,
        requestId: expect.any(String),
      });
    }
    const post = await app.inject({ method: 'POST', url: '/api/health', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(apiErrorBody.parse(post.json()).code).toBe(40401);
  });
});
