import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/platform/logger';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

/*
 * Issue 11 §3, personal data in logs: a request's log lines carry its path without the query
 * string, never a patient's name, phone or ID number, never a token — whatever the request sent.
 */

const name = '欧阳测试';
const phone = '13912345678';
const idCard = '11010519491231002X';

describe.each(engines)('request logs on $name PostgreSQL', (engine) => {
  const lines: string[] = [];
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    t = await startTestApp(engine, {}, { logger: createLogger('trace', stream) });
    token = await t.tokenFor(await t.createUser({ username: 'root', userAuth: '0' }));
  });
  afterAll(() => t?.close());

  it('keep the path, drop the query, and never show patient data or the token', async () => {
    const userId = await t.createUser({ username: 'ouyang', userAuth: '2' });
    const added = await t.call({
      method: 'POST',
      url: '/api/patientInformation/add',
      token,
      payload: { userId, patientName: name, phone, identityCard: idCard, age: 60 },
    });
    expect(added.json()).toMatchObject({ code: 200 });
    const query = new URLSearchParams({ pageNum: '1', pageSize: '10', name, phone });
    const listed = await t.call({
      method: 'GET',
      url: `/api/patientInformation/list?${query}`,
      token,
    });
    expect(listed.json()).toMatchObject({ code: 200, data: { total: 1 } });
    // A bad query is logged too (40001): still without its values.
    await t.call({ method: 'GET', url: `/api/patientInformation/list?phone=${phone}x`, token });

    const text = lines.join('');
    expect(text).toContain('"url":"/api/patientInformation/list"');
    expect(text).toContain('"url":"/api/patientInformation/add"');
    for (const secret of [
      name,
      encodeURIComponent(name),
      phone,
      idCard,
      token,
      'name=',
      '?pageNum',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
