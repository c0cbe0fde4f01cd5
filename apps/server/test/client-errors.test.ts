import type { ClientErrorEntry, Page } from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, dataOf, errorOf, type Cast } from './records';

describe.each(engines)('client error reports on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  const report = (payload: unknown, token?: string) =>
    t.call({ method: 'POST', url: '/api/clientErrors', payload: payload as object, token });
  const list = (query = '', token = cast.admin.token) =>
    t.call({ method: 'GET', url: `/api/clientErrors/list${query}`, token });

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t, 'ce-');
  });
  afterAll(() => t?.close());

  it('stores a signed-in user’s report with who sent it, and admins list it newest first', async () => {
    const first = {
      message: "TypeError: Cannot read properties of undefined (reading 'name')",
      stack: 'TypeError: …\n    at PatientCard (patient-card.tsx:12:5)',
      vm: '\n    in PatientCard\n    in Dashboard',
      info: 'render',
      url: 'http://localhost:8080/dashboard',
    };
    expect((await report(first, cast.doctor.token)).json()).toEqual({
      code: 200,
      message: 'ok',
      data: null,
      success: true,
    });
    await report({ message: 'second', url: 'http://localhost:8080/MPSA' }, cast.patient.token);

    const page = dataOf<Page<ClientErrorEntry>>(await list('?pageSize=10'));
    expect(page.total).toBe(2);
    expect(page.list.map((entry) => entry.message)).toEqual(['second', first.message]);
    expect(page.list[1]).toMatchObject({
      ...first,
      userId: cast.doctor.id,
      username: 'ce-doctor',
      time: expect.any(Number),
    });
    expect(page.list[0]).toMatchObject({ stack: null, vm: null, info: null });
  });

  it('refuses anonymous reports (50008), other roles’ reading (40301) and bad bodies (40001)', async () => {
    errorOf(await report({ message: 'x', url: 'http://a' }), 50008);
    errorOf(await list('', cast.doctor.token), 40301);
    const before = dataOf<Page<ClientErrorEntry>>(await list()).total;
    for (const bad of [
      {},
      { message: '', url: 'http://a' },
      { message: 'x' },
      { message: 'x'.repeat(2001), url: 'http://a' },
      { message: 'x', url: 'http://a', stack: 'y'.repeat(20_001) },
      { message: 'x', url: 'http://a', extra: 1 },
      { message: 42, url: 'http://a' },
    ]) {
      expect(errorOf(await report(bad, cast.doctor.token), 40001)).toMatch(/参数校验失败/);
    }
    expect(dataOf<Page<ClientErrorEntry>>(await list()).total).toBe(before);
  });

  it('keeps HTML-looking text as plain text', async () => {
    const message = '<img src=x onerror=alert(1)>';
    await report({ message, url: 'http://localhost/x' }, cast.admin.token);
    expect(dataOf<Page<ClientErrorEntry>>(await list('?pageSize=1')).list[0]!.message).toBe(
      message,
    );
  });
});
