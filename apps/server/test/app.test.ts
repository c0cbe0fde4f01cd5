import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import type { Pool } from '../src/platform/db/pool';
import { ApiError, parseInput } from '../src/platform/http/api-error';
import { createLogger } from '../src/platform/logger';
import { tempDataDir } from './temp-dir';

/** These tests never reach the database: a pool that fails loudly if they do. */
const noDb = { pool: {} as Pool, kind: 'embedded' as const };
const silent = createLogger('silent');

describe('uniform errors', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = buildApp({ db: noDb, logger: silent, consoleDist: '/nonexistent' });
    app.get('/api/test/boom', async () => {
      throw new Error('relation "secret_table" does not exist: SELECT * FROM secret_table');
    });
    app.post('/api/test/echo', async (request) =>
      parseInput(z.object({ name: z.string().min(1) }), request.body),
    );
    app.get('/api/test/forbidden', async () => {
      throw new ApiError(40301);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('a thrown error → 500 / 50000 without its message, stack or SQL', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 50000,
      message: '服务器内部错误',
      data: null,
      success: false,
      requestId: expect.any(String),
    });
    expect(res.body).not.toMatch(/secret_table|SELECT|at /);
  });

  it('invalid input → 400 / 40001 naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40001, data: null, success: false });
    expect(res.json().message).toMatch(/^参数校验失败：name /);
  });

  it('malformed JSON → 400 / 40001', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 40001,
      message: '参数校验失败',
      data: null,
      success: false,
      requestId: expect.any(String),
    });
  });

  it('unsupported content type → 415 / 41501', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(41501);
  });

  it('an ApiError keeps its code and the status of the table', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 40301,
      message: '没有权限执行此操作',
      data: null,
      success: false,
      requestId: expect.any(String),
    });
  });
});

describe('console', () => {
  const dist = tempDataDir('cep-console-');
  let app: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(path.join(dist.dir, 'assets'));
    writeFileSync(path.join(dist.dir, 'index.html'), '<!doctype html><title>认知增强平台</title>');
    writeFileSync(path.join(dist.dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
    writeFileSync(
      path.join(dist.dir, 'assets', 'app-1a2b.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    app = buildApp({ db: noDb, logger: silent, consoleDist: dist.dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    dist.remove();
  });

  it('serves index.html at / and the built files, hashed assets cached for good', async () => {
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-type']).toMatch(/^text\/html/);
    expect(root.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toMatch(/immutable/);
  });

  it('sends the precompressed file to a browser that accepts it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('answers console routes with index.html (SPA fallback)', async () => {
    for (const url of ['/login', '/patients/12/sessions', '/dashboard?tab=2']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>认知增强平台</title>');
    }
  });

  it('never answers an /api path with the console', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 40401,
      message: '接口不存在',
      data: null,
      success: false,
      requestId: expect.any(String),
    });
  });

  it('says to build when the console is missing', async () => {
    const bare = buildApp({
      db: noDb,
      logger: silent,
      consoleDist: path.join(dist.dir, 'missing'),
    });
    const res = await bare.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('pnpm build');
    await bare.close();
  });
});

describe('logger', () => {
  it('redacts tokens, authorization and passwords', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger('info', stream);
    logger.info({
      req: { headers: { token: 'tok-123', authorization: 'Bearer abc' } },
      password: 'p1',
      body: { password: 'p2' },
    });
    const line = lines.join('');
    expect(line).not.toMatch(/tok-123|Bearer abc|p1|p2/);
    expect(line).toContain('[redacted]');
  });
});
