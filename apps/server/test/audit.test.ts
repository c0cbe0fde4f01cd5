import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { errorOf } from './records';

/*
 * GET /api/audit/list on a real database: the log is filled with known lines (times spread over
 * a day, several actors, actions and outcomes), then read back through the API with each filter.
 */

const t0 = Date.UTC(2025, 0, 15, 8, 0, 0);
const minute = 60_000;

/** Known lines, oldest first; `at` = t0 + i minutes. */
const lines = [
  { actor: '张医生', action: 'updateDoctor', entity: 'doctorInformation', outcome: 'success' },
  { actor: '张医生', action: 'getPatient', entity: 'patientInformation', outcome: 'success' },
  { actor: '李患者', action: 'getPatient', entity: 'patientInformation', outcome: 'denied' },
  { actor: 'admin', action: 'addUser', entity: 'users', outcome: 'success' },
  { actor: 'admin', action: 'addUser', entity: 'users', outcome: 'failure' },
  { actor: '50%_off', action: 'login', entity: 'users', outcome: 'failure' },
  { actor: null, action: 'login', entity: 'users', outcome: 'failure' },
  { actor: 'Admin2', action: 'deleteUser', entity: 'users', outcome: 'success' },
] as const;

describe.each(engines)('the audit list on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let adminToken: string;
  let doctorToken: string;
  let patientToken: string;

  const list = (query: string, token: string = adminToken) =>
    t.call({ method: 'GET', url: `/api/audit/list${query}`, token });

  beforeAll(async () => {
    t = await startTestApp(engine);
    adminToken = await t.tokenFor(await t.createUser({ username: 'root', userAuth: '0' }));
    doctorToken = await t.tokenFor(await t.createUser({ username: 'doc', userAuth: '1' }));
    patientToken = await t.tokenFor(await t.createUser({ username: 'pat', userAuth: '2' }));
    await t.sql.deleteFrom('audit_log').execute();
    await t.sql
      .insertInto('audit_log')
      .values(
        lines.map((line, i) => ({
          actor_id: line.actor === null ? null : i + 100,
          actor_name: line.actor,
          action: line.action,
          entity: line.entity,
          entity_id: String(i),
          at: new Date(t0 + i * minute),
          ip: '10.0.0.7',
          outcome: line.outcome,
        })),
      )
      .execute();
  });
  afterAll(() => t?.close());

  it('pages the log newest first, with the contract shape', async () => {
    const res = await list('?pageNum=1&pageSize=3');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ total: lines.length, pageNum: 1, pageSize: 3 });
    expect(data.list).toHaveLength(3);
    expect(data.list[0]).toEqual({
      id: expect.any(Number),
      actorId: 107,
      actorName: 'Admin2',
      action: 'deleteUser',
      entity: 'users',
      entityId: '7',
      time: t0 + 7 * minute,
      ip: '10.0.0.7',
      outcome: 'success',
      read: false,
    });
    expect(data.list.map((entry: { entityId: string }) => entry.entityId)).toEqual(['7', '6', '5']);

    const last = (await list('?pageNum=3&pageSize=3')).json().data;
    expect(last.list.map((entry: { entityId: string }) => entry.entityId)).toEqual(['1', '0']);
    expect(last.total).toBe(lines.length);

    const past = (await list('?pageNum=9&pageSize=3')).json().data;
    expect(past).toEqual({ list: [], total: lines.length, pageNum: 9, pageSize: 3 });
  });

  it('defaults to the first page of 10', async () => {
    const { data } = (await list('')).json();
    expect(data).toMatchObject({ pageNum: 1, pageSize: 10, total: lines.length });
    expect(data.list).toHaveLength(lines.length);
  });

  const ids = async (query: string) =>
    ((await list(query)).json().data.list as Array<{ entityId: string }>).map(
      (entry) => entry.entityId,
    );

  it('filters by actor name contains, case-insensitively and literally', async () => {
    expect(await ids('?actor=医生')).toEqual(['1', '0']);
    expect(await ids('?actor=admin')).toEqual(['7', '4', '3']);
    // `%` and `_` are characters of the name, not wildcards.
    expect(await ids(`?actor=${encodeURIComponent('%_')}`)).toEqual(['5']);
    expect(await ids(`?actor=${encodeURIComponent('%')}`)).toEqual(['5']);
    expect(await ids('?actor=nobody')).toEqual([]);
    // Blank means no filter.
    expect(await ids('?actor=%20%20')).toHaveLength(lines.length);
  });

  it('filters by exact action, entity and outcome, combined', async () => {
    expect(await ids('?action=getPatient')).toEqual(['2', '1']);
    expect(await ids('?action=getPat')).toEqual([]);
    expect(await ids('?entity=doctorInformation')).toEqual(['0']);
    expect(await ids('?outcome=failure')).toEqual(['6', '5', '4']);
    expect(await ids('?entity=users&outcome=success')).toEqual(['7', '3']);
    expect(await ids('?action=addUser&actor=adm&outcome=failure')).toEqual(['4']);
  });

  it('filters by one record (entity and id) and by the actor’s id, exact', async () => {
    expect(await ids('?entity=patientInformation&entityId=2')).toEqual(['2']);
    expect(await ids('?entityId=7')).toEqual(['7']);
    expect(await ids('?entityId=77')).toEqual([]);
    expect(await ids('?actorId=101')).toEqual(['1']);
    expect(await ids('?actorId=103&action=addUser')).toEqual(['3']);
    errorOf(await list('?actorId=abc'), 40001);
    errorOf(await list('?actorId=0'), 40001);
  });

  it('has an index for each exact filter (the planner may use it when scans are off)', async () => {
    const planOf = (where: string) =>
      t.sql.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT * FROM audit_log
          WHERE ${sql.raw(where)} ORDER BY at DESC, id DESC LIMIT 10`.execute(trx);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    // (entity, entity_id), or entity_id alone (issue 32's access history reads by it).
    expect(await planOf(`entity = 'users' AND entity_id = '7'`)).toMatch(
      /audit_log_entity(_id)?_idx/,
    );
    expect(await planOf(`action = 'addUser'`)).toContain('audit_log_action_idx');
    expect(await planOf('actor_id = 101')).toContain('audit_log_actor_idx');
  });

  it('tells reads of patient data from changes', async () => {
    await t.sql
      .insertInto('audit_log')
      .values({
        actor_id: 200,
        actor_name: 'reader',
        action: 'getPatient',
        entity: 'patientInformation',
        entity_id: '42',
        ip: '10.0.0.8',
        outcome: 'success',
        read: true,
      })
      .execute();
    try {
      const { data } = (await list('?actorId=200')).json();
      expect(data.list).toEqual([expect.objectContaining({ entityId: '42', read: true })]);
    } finally {
      // The other tests count the known lines (as the owner: the app's role cannot delete).
      await t.sql.deleteFrom('audit_log').where('actor_id', '=', 200).execute();
    }
  });

  it('filters by time, both ends included, in epoch milliseconds', async () => {
    expect(await ids(`?from=${t0 + 2 * minute}&to=${t0 + 4 * minute}`)).toEqual(['4', '3', '2']);
    expect(await ids(`?from=${t0 + 6 * minute}`)).toEqual(['7', '6']);
    expect(await ids(`?to=${t0}`)).toEqual(['0']);
    expect(await ids(`?from=${t0 + 5 * minute}&to=${t0 + 4 * minute}`)).toEqual([]);
  });

  it('refuses bad queries with 40001', async () => {
    for (const query of [
      '?pageSize=101',
      '?pageNum=0',
      '?outcome=maybe',
      '?from=yesterday',
      '?to=-1',
      `?actor=${'x'.repeat(51)}`,
      '?orderBy=id',
      `?action=${encodeURIComponent("' OR 1=1 --")}&extra=1`,
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe(40001);
    }
    // SQL-looking text is only text: found nowhere, harmless.
    expect(await ids(`?action=${encodeURIComponent("' OR 1=1 --")}`)).toEqual([]);
  });

  it('is for admins only: doctors and patients get 40301 (audited), no token 50008', async () => {
    const doctor = await list('', doctorToken);
    expect(doctor.statusCode).toBe(403);
    expect(doctor.json().code).toBe(40301);
    expect((await list('', patientToken)).json().code).toBe(40301);
    expect((await t.call({ method: 'GET', url: '/api/audit/list' })).json().code).toBe(50008);

    // The refusals are in the log, and the admin reads them through the same call.
    const denied = (await list('?action=listAudit&outcome=denied')).json().data;
    expect(denied.total).toBe(2);
    expect(denied.list.map((entry: { actorName: string }) => entry.actorName)).toEqual([
      'pat',
      'doc',
    ]);
    expect(denied.list[0].time).toBeGreaterThan(Date.now() - 60_000);
  });
});
