import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect } from 'kysely';
import type { Tables } from '../src/platform/db/schema';
import { hashToken, newToken } from '../src/platform/auth/tokens';
import { purgeExpired, startRetention } from '../src/platform/jobs/retention';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

/*
 * Issue 11 §3, retention: ended sessions, client-error reports and read-audit lines older than
 * their configured age are purged — by the server's least-privilege role — and written audit lines
 * are kept however old.
 */

const day = 86_400_000;
const keep = { sessions: 30, clientErrors: 90, readAudit: 365, medicalRecordYears: 30 };

describe.each(engines)('retention on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let app: Kysely<Tables>;
  let userId: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    // The job runs as the server does: on the least-privilege role's pool.
    app = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: t.appPool }) });
    userId = await t.createUser({ username: 'zhang', userAuth: '1' });
  });
  afterAll(() => t?.close());

  const ago = (days: number) => new Date(Date.now() - days * day);

  async function addSession(label: string, fields: Record<string, Date | null>) {
    const tokenHash = hashToken(`${label}-${newToken()}`);
    await t.sql
      .insertInto('sessions')
      .values({
        token_hash: tokenHash,
        user_id: userId,
        created_at: ago(400),
        expires_at: ago(0),
        ...fields,
      })
      .execute();
    return tokenHash;
  }

  async function addAudit(action: string, read: boolean, ageDays: number) {
    await t.sql
      .insertInto('audit_log')
      .values({ action, entity: 'test', outcome: 'success', read, at: ago(ageDays) })
      .execute();
  }

  it('purges what is past its age and keeps the rest', async () => {
    const live = await addSession('live', { expires_at: new Date(Date.now() + day) });
    const recentlyExpired = await addSession('recent', { expires_at: ago(29) });
    const oldExpired = await addSession('old', { expires_at: ago(31) });
    const oldRevoked = await addSession('revoked', {
      expires_at: new Date(Date.now() + day),
      revoked_at: ago(40),
    });
    for (const [message, ageDays] of [
      ['recent report', 10],
      ['old report', 100],
    ] as const) {
      await t.sql
        .insertInto('client_errors')
        .values({ message, url: '/x', at: ago(ageDays) })
        .execute();
    }
    await addAudit('old-read', true, 400);
    await addAudit('recent-read', true, 300);
    await addAudit('old-write', false, 4000);
    for (const expires of [ago(1), new Date(Date.now() + day)]) {
      await t.sql
        .insertInto('patient_imports')
        .values({ created_by: userId, expires_at: expires, counts: '{}', entries: '[]' })
        .execute();
    }

    const purged = await purgeExpired(app, keep);
    expect(purged).toEqual({
      sessions: 2,
      clientErrors: 1,
      readAudit: 1,
      importPreviews: 1,
      medicalRecords: 0,
      myDataArchives: 0,
    });
    const previews = await t.sql.selectFrom('patient_imports').select('expires_at').execute();
    expect(previews.map((row) => row.expires_at.getTime() > Date.now())).toEqual([true]);

    const sessions = (await t.sql.selectFrom('sessions').select('token_hash').execute()).map(
      (row) => row.token_hash.toString('hex'),
    );
    expect(sessions).toEqual(
      expect.arrayContaining([live.toString('hex'), recentlyExpired.toString('hex')]),
    );
    expect(sessions).not.toContain(oldExpired.toString('hex'));
    expect(sessions).not.toContain(oldRevoked.toString('hex'));
    const reports = await t.sql.selectFrom('client_errors').select('message').execute();
    expect(reports).toEqual([{ message: 'recent report' }]);
    const audit = await t.sql
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'test')
      .orderBy('action')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['old-write', 'recent-read']);
  });

  it('never purges read lines younger than a day, whatever age it is given', async () => {
    await addAudit('hour-old-read', true, 1 / 24);
    await purgeExpired(app, { ...keep, readAudit: 0 });
    const row = await t.sql
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'hour-old-read')
      .executeTakeFirst();
    expect(row).toBeDefined();
  });

  it('reads of patient records are written as read lines, writes are not', async () => {
    const admin = await t.tokenFor(await t.createUser({ username: 'root', userAuth: '0' }));
    const list = await t.call({
      method: 'GET',
      url: '/api/patientInformation/list?pageNum=1&pageSize=10',
      token: admin,
    });
    expect(list.json()).toMatchObject({ code: 200 });
    const patientUser = await t.createUser({ username: 'lihuan', userAuth: '2' });
    const added = await t.call({
      method: 'POST',
      url: '/api/patientInformation/add',
      token: admin,
      payload: { userId: patientUser, patientName: '李患者', age: 60 },
    });
    expect(added.json()).toMatchObject({ code: 200 });
    const lines = await t.sql
      .selectFrom('audit_log')
      .select(['action', 'read'])
      .where('action', 'in', ['listPatients', 'addPatient'])
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { action: 'listPatients', read: true },
      { action: 'addPatient', read: false },
    ]);
  });

  it('the job purges at start and stops cleanly', async () => {
    await addAudit('job-old-read', true, 500);
    const logged: unknown[] = [];
    const job = startRetention(app, keep, {
      info: (obj: unknown) => logged.push(obj),
      error: (obj: unknown) => logged.push(obj),
    } as never);
    await job.stop();
    expect(logged).toEqual([
      expect.objectContaining({ purged: expect.objectContaining({ readAudit: 1 }) }),
    ]);
  });
});
