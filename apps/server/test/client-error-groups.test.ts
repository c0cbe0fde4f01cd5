import type { ClientErrorEntry, Page } from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, dataOf, type Cast } from './records';

/*
 * The 客户端错误 list (issue 12): identical reports (message, page, user, browser) are one entry
 * counting its repeats, newest repeat first, with the browser named in short.
 */
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

describe.each(engines)('client error groups on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  const report = (payload: object, token: string, userAgent = chrome) =>
    t.call({
      method: 'POST',
      url: '/api/clientErrors',
      payload,
      token,
      headers: { 'user-agent': userAgent },
    });
  const list = async () =>
    dataOf<Page<ClientErrorEntry>>(
      await t.call({ method: 'GET', url: '/api/clientErrors/list', token: cast.admin.token }),
    );

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t, 'grp-');
  });
  afterAll(() => t?.close());

  it('counts repeats of one report on one entry, keeping the latest details', async () => {
    const boom = { message: 'TypeError: boom', url: 'http://localhost/dashboard' };
    dataOf(await report({ ...boom, stack: 'first stack' }, cast.doctor.token));
    // Other user, other browser, other page: entries of their own.
    dataOf(await report(boom, cast.patient.token));
    dataOf(await report(boom, cast.doctor.token, firefox));
    dataOf(await report({ ...boom, url: 'http://localhost/MPSA' }, cast.doctor.token));
    dataOf(await report({ ...boom, stack: 'latest stack' }, cast.doctor.token));
    dataOf(await report({ ...boom, stack: 'latest stack' }, cast.doctor.token));

    const page = await list();
    expect(page.total).toBe(4);
    const [newest, ...rest] = page.list;
    expect(newest).toMatchObject({
      ...boom,
      username: 'grp-doctor',
      userAgent: chrome,
      browser: 'Chrome 120',
      repeats: 3,
      stack: 'latest stack',
    });
    expect(newest!.firstTime).toBeLessThan(newest!.time);
    expect(rest.map((entry) => [entry.url, entry.username, entry.browser, entry.repeats])).toEqual([
      ['http://localhost/MPSA', 'grp-doctor', 'Chrome 120', 1],
      ['http://localhost/dashboard', 'grp-doctor', 'Firefox 121', 1],
      ['http://localhost/dashboard', 'grp-patient', 'Chrome 120', 1],
    ]);
    for (const entry of rest) expect(entry.firstTime).toBe(entry.time);
  });

  it('keeps the entries of an account that is deleted (by its username)', async () => {
    const id = await t.createUser({ username: 'grp-gone', userAuth: '2' });
    const token = await t.tokenFor(id);
    const gone = { message: 'gone', url: 'http://localhost/x' };
    dataOf(await report(gone, token));
    dataOf(await report(gone, token));
    // The user_id goes to NULL: the grouping does not depend on it, so nothing collides.
    await t.sql.deleteFrom('users').where('id', '=', id).execute();
    const entry = (await list()).list.find((row) => row.message === 'gone');
    expect(entry).toMatchObject({ userId: null, username: 'grp-gone', repeats: 2 });
  });
});
