import net from 'node:net';
import { Writable } from 'node:stream';
import { apiErrorBody } from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createPool } from '../src/platform/db/pool';
import { createLogger } from '../src/platform/logger';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

/*
 * The request id (issue 29 §3): taken from the proxy's X-Request-Id when sane, returned in the
 * X-Request-Id header and in every error answer's body, and on every log line of the request, so
 * what a user quotes from an error finds the server's lines.
 */

interface LogLine {
  reqId?: string;
  msg?: string;
  level: number;
}

function capture() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as LogLine);
      callback();
    },
  });
  return { lines, logger: createLogger('trace', stream) };
}

describe.each(engines)('the request id on $name PostgreSQL', (engine) => {
  const log = capture();
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { logger: log.logger });
  });
  afterAll(() => t?.close());

  it('an error answer carries the X-Request-Id sent, in its body and header, and so do its log lines', async () => {
    const before = log.lines.length;
    const res = await t.call({
      method: 'GET',
      url: '/api/users/list?pageNum=1&pageSize=10',
      headers: { 'x-request-id': 'ward3-case-0042' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe('ward3-case-0042');
    expect(apiErrorBody.parse(res.json())).toMatchObject({
      code: 50008,
      requestId: 'ward3-case-0042',
    });
    const lines = log.lines.slice(before);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    // Fastify's lines and ours (the error handler's) alike.
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines)
      expect(line, JSON.stringify(line)).toMatchObject({ reqId: 'ward3-case-0042' });
  });

  it('an insane X-Request-Id is replaced, and the new id is the one answered and logged', async () => {
    const before = log.lines.length;
    const res = await t.call({
      method: 'POST',
      url: '/api/sysUser/logout',
      headers: { 'content-type': 'application/json', 'x-request-id': 'a b"c' },
      payload: '{"token":',
    });
    expect(res.statusCode).toBe(400);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json()).toMatchObject({ code: 40001, requestId: id });
    const lines = log.lines.slice(before);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.reqId).toBe(id);
  });
});

describe('the request id of a server error', () => {
  it('is on the warning logged for a database that does not answer, and in the 503 answer', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const log = capture();
    const pool = createPool(`postgres://postgres@127.0.0.1:${port}/cep`);
    const app = buildApp({
      db: { pool, kind: 'external' },
      logger: log.logger,
      consoleDist: '/nonexistent',
    });
    try {
      await app.ready();
      const res = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'outage-7' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 50302, requestId: 'outage-7' });
      const warning = log.lines.find((line) => line.msg === 'database unavailable');
      expect(warning).toMatchObject({ reqId: 'outage-7', level: 40 });
      for (const line of log.lines) expect(line.reqId).toBe('outage-7');
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
