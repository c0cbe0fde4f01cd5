import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createLogger } from '../src/platform/logger';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, countOf, errorOf, type Cast } from './records';

/*
 * The causes of the 50000s and the wrongly accepted input found by the hostile-request run
 * (issue 11 §4), one by one: one content type per call, ids that only look like numbers, text
 * PostgreSQL cannot store, times beyond a Date, URLs that do not decode, bodies that never end.
 * The broad sweep over every call is fuzz.test.ts.
 */

describe.each(engines)('request format on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
  });
  afterAll(() => t?.close());

  const stored = async () => ({
    users: await countOf(t, 'users'),
    doctors: await countOf(t, 'doctors'),
    patients: await countOf(t, 'patients'),
  });

  it('refuses a form-encoded body on a JSON call with 41501, storing nothing', async () => {
    const before = await stored();
    const res = await t.call({
      method: 'POST',
      url: '/api/patientInformation/add',
      token: cast.admin.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `userId=${cast.patient.id}&patientName=%E6%9D%8E`,
    });
    expect(errorOf(res, 41501)).toContain('application/json');
    expect(await stored()).toEqual(before);
  });

  it('refuses JSON on the form-encoded login, and text on a JSON call, with 41501', async () => {
    const login = await t.call({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'admin', password: 'Passw0rd!' },
    });
    expect(errorOf(login, 41501)).toContain('application/x-www-form-urlencoded');
    const text = await t.call({
      method: 'PUT',
      url: '/api/users/update',
      token: cast.admin.token,
      headers: { 'content-type': 'text/plain' },
      payload: '{"id": 1}',
    });
    errorOf(text, 41501);
    // No body at all is not a content-type question: the schema says what is missing.
    const empty = await t.call({ method: 'POST', url: '/api/users/add', token: cast.admin.token });
    errorOf(empty, 40001);
  });

  it.each([true, '0x1', '1e0', '1', [30], 1.0000001])(
    'takes no JSON id that is not a number: %j → 40001, nothing changed',
    async (id) => {
      const res = await t.call({
        method: 'PUT',
        url: '/api/users/update',
        token: cast.admin.token,
        payload: { revision: 0, id, introduction: 'changed by a fake id' },
      });
      expect(errorOf(res, 40001)).toContain('id');
      const changed = await t.sql
        .selectFrom('users')
        .select('id')
        .where('introduction', '=', 'changed by a fake id')
        .execute();
      expect(changed).toEqual([]);
    },
  );

  it.each(['0x1', '1e0', '%201', '-1', '1.0', `${'9'.repeat(20)}`])(
    'takes only plain digits as a query or path id: %s → 40001',
    async (id) => {
      const query = await t.call({
        method: 'GET',
        url: `/api/users/getUser?id=${id}`,
        token: cast.admin.token,
      });
      errorOf(query, 40001);
      const path = await t.call({
        method: 'GET',
        url: `/api/doctorInformation/doctor/${id}`,
        token: cast.admin.token,
      });
      errorOf(path, 40001);
    },
  );

  it('still reads plain digits in a query or path', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/users/getUser?id=${cast.doctor.id}`,
      token: cast.admin.token,
    });
    expect(res.json()).toMatchObject({ code: 200, data: { id: cast.doctor.id } });
  });

  it('answers NUL in a saved field, a filter or the sign-in username with 40001, not 50000', async () => {
    const before = await stored();
    const saved = await t.call({
      method: 'POST',
      url: '/api/patientInformation/add',
      token: cast.admin.token,
      payload: { userId: cast.patient.id, patientName: '李\u0000患者' },
    });
    expect(errorOf(saved, 40001)).toContain('patientName');
    const surrogate = await t.call({
      method: 'POST',
      url: '/api/patientInformation/add',
      token: cast.admin.token,
      headers: { 'content-type': 'application/json' },
      payload: `{"userId": ${cast.patient.id}, "patientName": "李患者", "hobby": "\\ud800"}`,
    });
    expect(errorOf(surrogate, 40001)).toContain('hobby');
    expect(await stored()).toEqual(before);

    const filter = await t.call({
      method: 'GET',
      url: '/api/patientInformation/list?name=%00',
      token: cast.admin.token,
    });
    expect(errorOf(filter, 40001)).toContain('name');
    const login = await t.call({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=ad%00min&password=x',
    });
    expect(errorOf(login, 40001)).toContain('username');
  });

  it('answers audit times beyond what a Date holds with 40001', async () => {
    for (const query of [
      'from=8640000000000001',
      'to=8640000000000000',
      'to=253402300800000',
      'to=9007199254740991',
      'to=1e16',
    ]) {
      const res = await t.call({
        method: 'GET',
        url: `/api/audit/list?${query}`,
        token: cast.admin.token,
      });
      expect(errorOf(res, 40001), query).toMatch(/from|to/);
    }
    const edge = await t.call({
      method: 'GET',
      url: '/api/audit/list?from=0&to=253402300799999',
      token: cast.admin.token,
    });
    expect(edge.json()).toMatchObject({ code: 200 });
  });

  it('answers a URL that does not decode in the envelope with 40001', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/patientInformation/%ED%A0%80',
      token: cast.admin.token,
    });
    errorOf(res, 40001);
  });

  it('answers a query that does not decode with 40001, never a search for the raw escape', async () => {
    for (const query of ['name=%ED%A0%80', 'name=%E4%B8', 'name=50%', '%FF=1']) {
      const res = await t.call({
        method: 'GET',
        url: `/api/doctorInformation/list?${query}`,
        token: cast.admin.token,
      });
      expect(errorOf(res, 40001), query).toContain('UTF-8');
    }
    const plain = await t.call({
      method: 'GET',
      url: `/api/doctorInformation/list?name=${encodeURIComponent('张 医生')}&pageNum=1`,
      token: cast.admin.token,
    });
    expect(plain.json().code).toBe(200);
  });
});

describe.each(engines)('a body that never finishes on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    // The same app with short body deadlines, on a real socket: inject cannot stall a body.
    app = buildApp({
      db: { pool: t.pool, kind: engine.kind },
      logger: createLogger('silent'),
      consoleDist: '/nonexistent',
      bodyDeadlines: { json: 400, upload: 400 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  /** Sends `head` and part of a body, then nothing; resolves what came back once closed. */
  function stall(head: string, partial: string): Promise<{ answer: string; ms: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1', () => socket.write(head + partial));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
      // A server that never answers fails the test instead of hanging it.
      socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    });
  }

  it('answers a JSON body that stops half-way with 40001 and closes the connection', async () => {
    const body = `{"userId": ${cast.patient.id}, "patientName": "李`;
    const { answer, ms } = await stall(
      `POST /api/patientInformation/add HTTP/1.1\r\nHost: x\r\ntoken: ${cast.admin.token}\r\n` +
        `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body) + 50}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"code":40001');
    expect(ms).toBeGreaterThanOrEqual(350);
    expect(await countOf(t, 'patients')).toBe(0);
  });

  it('survives a stalled body nobody reads (a GET) and answers the next request', async () => {
    const { answer } = await stall(
      `GET /api/health HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\n` +
        `content-length: 400000\r\n\r\n`,
      `{"a": "${'x'.repeat(100_000)}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it('cuts an upload whose body stops half-way', async () => {
    const boundary = 'stall-boundary';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG`;
    const { answer, ms } = await stall(
      `POST /api/oss/file/upload?module=usr HTTP/1.1\r\nHost: x\r\ntoken: ${cast.admin.token}\r\n` +
        `content-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: 100000\r\n\r\n`,
      part,
    );
    // Answered 40001 when busboy was reading at the deadline, else cut: either way, not held.
    if (answer !== '') expect(answer).toContain('"code":40001');
    expect(ms).toBeLessThan(5000);
    expect(await countOf(t, 'users')).toBeGreaterThan(0);
    const files = await t.sql.selectFrom('files').select('id').execute();
    expect(files).toEqual([]);
  });
});
