import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoleUrl } from '../src/platform/db/app-role';
import { migrate, migrationsDir, storedAppRole } from '../src/platform/db/migrate';
import { createPool } from '../src/platform/db/pool';
import { engines, freshDatabase } from './engines';
import { startTestApp, type TestApp } from './harness';
import { tempDataDir } from './temp-dir';

/*
 * Issue 11 §3: a committed change without its audit line is impossible, and the audit log is
 * append-only for the server: its requests run as a least-privilege role that may INSERT and
 * SELECT audit_log but not UPDATE or DELETE it.
 */

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(engines)('audit integrity on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let userId: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    userId = await t.createUser({ username: 'zhang', password: 'Doctor@123', userAuth: '1' });
  });
  afterAll(() => t?.close());

  /** Makes every audit insert of `action` fail, as a full disk or a broken constraint would. */
  async function breakAuditOf(action: string): Promise<() => Promise<void>> {
    await t.pool.query(`
      CREATE OR REPLACE FUNCTION test_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit insert refused by the test'; END $$`);
    await t.pool.query(
      `CREATE TRIGGER test_refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW
       WHEN (NEW.action = '${action}') EXECUTE FUNCTION test_refuse_audit()`,
    );
    return async () => {
      await t.pool.query('DROP TRIGGER test_refuse_audit ON audit_log');
    };
  }

  const sessionCount = async () =>
    Number(
      (await t.pool.query('SELECT count(*) AS n FROM sessions WHERE user_id = $1', [userId]))
        .rows[0].n,
    );

  it('requests run as a role that is neither superuser nor the owner', async () => {
    const { rows } = await t.appPool.query<{ user: string; superuser: boolean }>(
      `SELECT current_user AS user, rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`,
    );
    expect(rows[0]?.superuser).toBe(false);
    const owner = await t.pool.query<{ user: string }>('SELECT current_user AS user');
    expect(rows[0]?.user).not.toBe(owner.rows[0]?.user);
  });

  it('the server role may add and read audit lines but never update or delete them', async () => {
    await t.appPool.query(
      `INSERT INTO audit_log (action, entity, outcome) VALUES ('probe', 'test', 'success')`,
    );
    const { rows } = await t.appPool.query<{ id: string }>(
      `SELECT id FROM audit_log WHERE action = 'probe'`,
    );
    expect(rows).toHaveLength(1);
    const id = rows[0]?.id;
    await expect(
      t.appPool.query(`UPDATE audit_log SET outcome = 'failure' WHERE id = $1`, [id]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      t.appPool.query('DELETE FROM audit_log WHERE id = $1', [id]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(t.appPool.query('TRUNCATE audit_log')).rejects.toMatchObject({ code: '42501' });
    // Nor can it reach the stored credentials, nor the migrations' bookkeeping.
    await expect(t.appPool.query('SELECT * FROM cep_private.app_role')).rejects.toMatchObject({
      code: '42501',
    });
    await expect(t.appPool.query('DELETE FROM schema_migrations')).rejects.toMatchObject({
      code: '42501',
    });
    const kept = await t.pool.query(`SELECT outcome FROM audit_log WHERE id = $1`, [id]);
    expect(kept.rows).toEqual([{ outcome: 'success' }]);
  });

  it('a sign-in whose audit line cannot be written creates no session', async () => {
    const before = await sessionCount();
    const restore = await breakAuditOf('login');
    try {
      const res = await t.call({
        method: 'POST',
        url: '/api/users/login',
        headers: form,
        payload: 'username=zhang&password=Doctor%40123',
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 50000 });
    } finally {
      await restore();
    }
    expect(await sessionCount()).toBe(before);
  });

  it('a logout or refresh whose audit line cannot be written changes nothing', async () => {
    const token = await t.tokenFor(userId);
    const before = await sessionCount();
    for (const [action, url] of [
      ['logout', '/api/sysUser/logout'],
      ['refreshToken', '/api/sysUser/refreshToken'],
    ] as const) {
      const restore = await breakAuditOf(action);
      try {
        const res = await t.call({ method: 'POST', url, token, payload: { token } });
        expect(res.statusCode).toBe(500);
      } finally {
        await restore();
      }
      // Still signed in, not retired, and no new session.
      const info = await t.call({ method: 'GET', url: '/api/sysUser/getInfo', token });
      expect(info.json()).toMatchObject({ code: 200 });
      const { rows } = await t.pool.query(
        'SELECT revoked_at, retire_at FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND retire_at IS NULL',
        [userId],
      );
      expect(rows.length).toBe(before);
    }
    expect(await sessionCount()).toBe(before);
  });

  it('an audited write whose line cannot be written is rolled back', async () => {
    const admin = await t.tokenFor(await t.createUser({ username: 'root', userAuth: '0' }));
    const restore = await breakAuditOf('updateUser');
    try {
      const res = await t.call({
        method: 'PUT',
        url: '/api/users/update',
        token: admin,
        payload: { revision: 0, id: userId, name: '改过的名字' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    const { rows } = await t.pool.query('SELECT name FROM users WHERE id = $1', [userId]);
    expect(rows[0]?.name).not.toBe('改过的名字');
  });

  it('a patient list whose read line cannot be written shows no patient', async () => {
    // The page and its line are one statement (patients/patients.ts listPatientsLogged).
    const admin = await t.tokenFor(await t.createUser({ username: 'reader', userAuth: '0' }));
    const list = () =>
      t.call({ method: 'GET', url: '/api/patientInformation/list?pageSize=5', token: admin });
    const restore = await breakAuditOf('listPatients');
    try {
      const res = await list();
      expect(res.statusCode).toBe(500);
      expect(JSON.stringify(res.json())).not.toContain('patientName');
    } finally {
      await restore();
    }
    const ok = await list();
    expect(ok.json().code).toBe(200);
    const { rows } = await t.pool.query<{ outcome: string; read: boolean }>(
      `SELECT outcome, read FROM audit_log WHERE action = 'listPatients' AND actor_name = 'reader'
        ORDER BY id`,
    );
    // The refused read's 'failure' line was refused too (the trigger takes every listPatients
    // line); only the read that showed patients has one.
    expect(rows).toEqual([{ outcome: 'success', read: true }]);
  });

  it('a table added by a later migration is granted to the server role with nothing to do', async () => {
    const dir = tempDataDir('cep-migrations-');
    const database = await freshDatabase(engine.url);
    const owner = createPool(database.url);
    try {
      cpSync(migrationsDir(), dir.dir, { recursive: true });
      writeFileSync(
        path.join(dir.dir, '9999_later_feature.sql'),
        'CREATE TABLE later_feature (id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, note text);',
      );
      await migrate(owner, dir.dir);
      const role = await storedAppRole(owner);
      expect(role?.user).toBe(`${database.name}_app`);
      const app = new pg.Client({ connectionString: appRoleUrl(database.url, role!) });
      await app.connect();
      try {
        await app.query(`INSERT INTO later_feature (note) VALUES ('ok')`);
        await app.query(`UPDATE later_feature SET note = 'changed'`);
        expect((await app.query('SELECT note FROM later_feature')).rows).toEqual([
          { note: 'changed' },
        ]);
        await expect(app.query('DELETE FROM audit_log')).rejects.toMatchObject({ code: '42501' });
      } finally {
        await app.end();
      }
    } finally {
      await owner.end();
      await database.drop();
      dir.remove();
    }
  });
});
