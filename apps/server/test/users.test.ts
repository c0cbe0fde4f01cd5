import type { Page, User } from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/platform/passwords';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { auditOf, castOf, countOf, dataOf, errorOf, type Cast } from './records';

describe.each(engines)('user calls on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
  });
  afterAll(() => t?.close());

  const asAdmin = (options: Parameters<TestApp['call']>[0]) =>
    t.call({ ...options, token: cast.admin.token });

  const add = (payload: Record<string, unknown>) =>
    asAdmin({ method: 'POST', url: '/api/users/add', payload });

  const passwordHashOf = async (id: number) =>
    (
      await t.sql
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).password_hash;

  describe('listUsers', () => {
    beforeAll(async () => {
      for (const [username, name] of [
        ['list_a1', 'Alpha 50% off'],
        ['list_b2', 'Bravo'],
        ['listxc3', '张三'],
        ['LIST_D4', 'alphabet'],
      ]) {
        await t.createUser({ username: username!, name: name!, userAuth: '2' });
      }
    });

    it('pages every account with its roles and the total, never a password', async () => {
      const res = await asAdmin({ method: 'GET', url: '/api/users/list?pageNum=1&pageSize=2' });
      const page = dataOf<Page<User>>(res);
      expect(page).toMatchObject({ pageNum: 1, pageSize: 2, total: 7 });
      expect(page.list).toHaveLength(2);
      expect(page.list[0]).toMatchObject({
        id: cast.admin.id,
        username: 'admin',
        userAuth: '0',
        roles: ['admin'],
        avatar: '',
        introduction: '',
      });
      expect(page.list[0]!.createTime).toBeGreaterThan(Date.now() - 600_000);
      expect(res.body).not.toMatch(/password|scrypt/i);
    });

    it('keeps the total on a page past the end', async () => {
      const page = dataOf<Page<User>>(
        await asAdmin({ method: 'GET', url: '/api/users/list?pageNum=50&pageSize=10' }),
      );
      expect(page).toEqual({ list: [], total: 7, pageNum: 50, pageSize: 10 });
    });

    it('answers an empty page with the total for absurd page numbers, never 50000', async () => {
      for (const pageNum of ['9007199254740991', '1e300']) {
        const res = await asAdmin({ method: 'GET', url: `/api/users/list?pageNum=${pageNum}` });
        const { code } = res.json<{ code: number }>();
        if (code === 200) expect(dataOf<Page<User>>(res)).toMatchObject({ list: [], total: 7 });
        else errorOf(res, 40001);
      }
    });

    it('defaults to page 1 of 10', async () => {
      const page = dataOf<Page<User>>(await asAdmin({ method: 'GET', url: '/api/users/list' }));
      expect(page).toMatchObject({ pageNum: 1, pageSize: 10, total: 7 });
      expect(page.list.map((u) => u.id)).toEqual(
        [...page.list.map((u) => u.id)].sort((a, b) => a - b),
      );
    });

    it('filters username and name as case-insensitive "contains"', async () => {
      const byUsername = dataOf<Page<User>>(
        await asAdmin({ method: 'GET', url: '/api/users/list?username=LIST' }),
      );
      expect(byUsername.list.map((u) => u.username).sort()).toEqual(
        ['LIST_D4', 'list_a1', 'list_b2', 'listxc3'].sort(),
      );
      const byName = dataOf<Page<User>>(
        await asAdmin({
          method: 'GET',
          url: `/api/users/list?name=${encodeURIComponent('ALPHA')}`,
        }),
      );
      expect(byName.list.map((u) => u.username).sort()).toEqual(['LIST_D4', 'list_a1']);
      const both = dataOf<Page<User>>(
        await asAdmin({ method: 'GET', url: '/api/users/list?username=list&name=%E5%BC%A0' }),
      );
      expect(both).toMatchObject({ total: 1, list: [{ username: 'listxc3' }] });
    });

    it('matches % and _ in a filter literally, not as wildcards', async () => {
      const underscore = dataOf<Page<User>>(
        await asAdmin({ method: 'GET', url: '/api/users/list?username=t_' }),
      );
      // Unescaped, "t_" would also match "listxc3" (t + any character).
      expect(underscore.list.map((u) => u.username).sort()).toEqual([
        'LIST_D4',
        'list_a1',
        'list_b2',
      ]);
      const percent = dataOf<Page<User>>(
        await asAdmin({ method: 'GET', url: '/api/users/list?name=%25' }),
      );
      expect(percent.list.map((u) => u.username)).toEqual(['list_a1']);
      const backslash = dataOf<Page<User>>(
        await asAdmin({ method: 'GET', url: '/api/users/list?name=%5C' }),
      );
      expect(backslash.total).toBe(0);
    });

    it('treats an empty filter as none', async () => {
      const page = dataOf<Page<User>>(
        await asAdmin({ method: 'GET', url: '/api/users/list?username=&name=%20' }),
      );
      expect(page.total).toBe(7);
    });

    it('refuses page sizes over 100, page 0 and unknown query fields (40001)', async () => {
      for (const query of ['pageSize=101', 'pageNum=0', 'pageSize=abc', 'sort=id', 'pageNum=1.5']) {
        errorOf(await asAdmin({ method: 'GET', url: `/api/users/list?${query}` }), 40001);
      }
    });

    it('answers 50008 without a token and 40301 to doctors and patients', async () => {
      errorOf(await t.call({ method: 'GET', url: '/api/users/list' }), 50008);
      errorOf(
        await t.call({ method: 'GET', url: '/api/users/list', token: cast.doctor.token }),
        40301,
      );
      errorOf(
        await t.call({ method: 'GET', url: '/api/users/list', token: cast.patient.token }),
        40301,
      );
    });
  });

  describe('getUser and getByUsername', () => {
    it('finds an account by id', async () => {
      const found = dataOf<User>(
        await asAdmin({ method: 'GET', url: `/api/users/getUser?id=${cast.doctor.id}` }),
      );
      expect(found).toEqual({
        id: cast.doctor.id,
        username: 'doctor',
        name: 'doctor',
        avatar: '',
        introduction: '',
        userAuth: '1',
        roles: ['doctor'],
        createTime: expect.any(Number),
        status: 'enabled',
        revision: 0,
        archivedAt: null,
      });
    });

    it('answers 40401 for an unknown id and 40001 for a missing or malformed one', async () => {
      errorOf(await asAdmin({ method: 'GET', url: '/api/users/getUser?id=999999' }), 40401);
      errorOf(await asAdmin({ method: 'GET', url: '/api/users/getUser' }), 40001);
      errorOf(await asAdmin({ method: 'GET', url: '/api/users/getUser?id=abc' }), 40001);
      errorOf(await asAdmin({ method: 'GET', url: '/api/users/getUser?id=-1' }), 40001);
      errorOf(await asAdmin({ method: 'GET', url: '/api/users/getUser?id=99999999999' }), 40001);
    });

    it('finds an account by username regardless of case', async () => {
      const found = dataOf<User>(
        await asAdmin({ method: 'GET', url: '/api/users/getByUsername?username=%20DOCTOR%20' }),
      );
      expect(found).toMatchObject({ id: cast.doctor.id, username: 'doctor' });
      errorOf(
        await asAdmin({ method: 'GET', url: '/api/users/getByUsername?username=nobody' }),
        40401,
      );
      errorOf(await asAdmin({ method: 'GET', url: '/api/users/getByUsername' }), 40001);
      // A LIKE pattern is not a username: no wildcard lookup.
      errorOf(
        await asAdmin({ method: 'GET', url: '/api/users/getByUsername?username=doc%25' }),
        40401,
      );
    });

    it('are admin-only', async () => {
      const url = `/api/users/getUser?id=${cast.doctor.id}`;
      errorOf(await t.call({ method: 'GET', url, token: cast.doctor.token }), 40301);
      errorOf(await t.call({ method: 'GET', url }), 50008);
      errorOf(
        await t.call({
          method: 'GET',
          url: '/api/users/getByUsername?username=admin',
          token: cast.patient.token,
        }),
        40301,
      );
    });
  });

  describe('addUser', () => {
    it('stores the account with a scrypt hash and the role of its kind, and audits it', async () => {
      const created = dataOf<User>(
        await add({
          username: 'newdoc',
          password: 'Secret#123',
          name: '王医生',
          userAuth: '1',
          introduction: '康复科',
        }),
      );
      expect(created).toMatchObject({
        username: 'newdoc',
        name: '王医生',
        userAuth: '1',
        roles: ['doctor'],
        introduction: '康复科',
        avatar: '',
      });
      const hash = await passwordHashOf(created.id);
      expect(hash).toMatch(/^scrypt\$/);
      expect(hash).not.toContain('Secret#123');
      expect(await verifyPassword('Secret#123', hash)).toBe(true);
      expect((await auditOf(t, 'addUser')).at(-1)).toMatchObject({
        actor_id: cast.admin.id,
        actor_name: 'admin',
        entity: 'users',
        entity_id: String(created.id),
        outcome: 'success',
      });
    });

    it('takes the roles it is given', async () => {
      const created = dataOf<User>(
        await add({
          username: 'chief',
          password: 'Secret#123',
          name: '主任',
          userAuth: '1',
          roles: ['doctor', 'admin', 'doctor'],
        }),
      );
      expect(created.roles).toEqual(['admin', 'doctor']);
    });

    it('answers 40901 用户名已存在 for a taken username in any case, storing nothing', async () => {
      const before = await countOf(t, 'users');
      const message = errorOf(
        await add({ username: 'NewDoc', password: 'Secret#123', name: 'x', userAuth: '1' }),
        40901,
      );
      expect(message).toBe('用户名已存在');
      expect(await countOf(t, 'users')).toBe(before);
      expect((await auditOf(t, 'addUser')).at(-1)).toMatchObject({ outcome: 'failure' });
    });

    it('refuses weak passwords, bad usernames and unknown kinds or roles (40001)', async () => {
      const before = await countOf(t, 'users');
      const good = { username: 'okname', password: 'Secret#123', name: 'x', userAuth: '2' };
      for (const bad of [
        { password: 'short1' },
        { password: 'onlyletters' },
        { password: '12345678' },
        { username: 'ab' },
        { username: 'has space' },
        { username: '中文名' },
        { userAuth: '3' },
        { userAuth: 2 },
        { roles: [] },
        { roles: ['root'] },
        { name: '' },
        { avatar: 'javascript:alert(1)' },
      ]) {
        const message = errorOf(await add({ ...good, ...bad }), 40001);
        expect(message).toContain(Object.keys(bad)[0]);
      }
      expect(await countOf(t, 'users')).toBe(before);
    });

    it('leaves no account behind when its roles cannot be stored (one transaction)', async () => {
      // A database of its own whose 'patient' role is gone: the account's insert succeeds, the
      // role's insert then fails on its foreign key, and the whole add must roll back.
      const broken = await startTestApp(engine);
      try {
        const adminId = await broken.createUser({ username: 'boss', userAuth: '0' });
        const token = await broken.tokenFor(adminId);
        await broken.sql.deleteFrom('role_permissions').where('role_key', '=', 'patient').execute();
        await broken.sql.deleteFrom('roles').where('key', '=', 'patient').execute();
        const res = await broken.call({
          method: 'POST',
          url: '/api/users/add',
          payload: { username: 'halfway', password: 'Secret#123', name: '半', userAuth: '2' },
          token,
        });
        const message = errorOf(res, 50000);
        expect(message).not.toMatch(/user_roles|foreign|insert|violat/i);
        const rows = await broken.sql
          .selectFrom('users')
          .select('id')
          .where('username', '=', 'halfway')
          .execute();
        expect(rows).toEqual([]);
      } finally {
        await broken.close();
      }
    });

    it('is admin-only', async () => {
      const payload = { username: 'sneaky', password: 'Secret#123', name: 'x', userAuth: '0' };
      errorOf(
        await t.call({ method: 'POST', url: '/api/users/add', payload, token: cast.doctor.token }),
        40301,
      );
      errorOf(await t.call({ method: 'POST', url: '/api/users/add', payload }), 50008);
      expect(
        await t.sql.selectFrom('users').select('id').where('username', '=', 'sneaky').execute(),
      ).toEqual([]);
    });
  });

  describe('updateUser', () => {
    it('changes only the fields sent and moves updated_at', async () => {
      const id = await t.createUser({ username: 'upd1', name: '旧名', userAuth: '2' });
      await t.sql
        .updateTable('users')
        .set({ introduction: '保留', updated_at: new Date('2020-01-01') })
        .where('id', '=', id)
        .execute();
      const hashBefore = await passwordHashOf(id);
      const updated = dataOf<User>(
        await asAdmin({
          method: 'PUT',
          url: '/api/users/update',
          payload: { revision: 0, id, name: '新名' },
        }),
      );
      expect(updated).toMatchObject({ id, name: '新名', introduction: '保留', username: 'upd1' });
      const row = await t.sql
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.updated_at.getTime()).toBeGreaterThan(new Date('2021-01-01').getTime());
      expect(row.password_hash).toBe(hashBefore);
      expect((await auditOf(t, 'updateUser')).at(-1)).toMatchObject({
        entity_id: String(id),
        outcome: 'success',
      });
    });

    it('re-hashes a new password and signs the account out elsewhere', async () => {
      const id = await t.createUser({ username: 'upd2', userAuth: '2', password: 'OldPass123' });
      const theirToken = await t.tokenFor(id);
      const res = await asAdmin({
        method: 'PUT',
        url: '/api/users/update',
        payload: { revision: 0, id, password: 'NewPass456' },
      });
      dataOf(res);
      const hash = await passwordHashOf(id);
      expect(await verifyPassword('NewPass456', hash)).toBe(true);
      expect(await verifyPassword('OldPass123', hash)).toBe(false);
      errorOf(
        await t.call({ method: 'GET', url: '/api/sysUser/getInfo', token: theirToken }),
        50008,
      );
    });

    it('keeps the caller signed in when admins change their own password', async () => {
      const id = await t.createUser({ username: 'selfpw', userAuth: '0' });
      const token = await t.tokenFor(id);
      const res = await t.call({
        method: 'PUT',
        url: '/api/users/update',
        payload: { revision: 0, id, password: 'Changed123' },
        token,
      });
      dataOf(res);
      dataOf(await t.call({ method: 'GET', url: '/api/users/getUser?id=' + id, token }));
    });

    it('refuses to change the kind of an account that has a record (40901)', async () => {
      const id = await t.createUser({ username: 'upd3', userAuth: '1' });
      await t.sql.insertInto('doctors').values({ user_id: id, doctor_name: '医' }).execute();
      const message = errorOf(
        await asAdmin({
          method: 'PUT',
          url: '/api/users/update',
          payload: { revision: 0, id, userAuth: '2' },
        }),
        40901,
      );
      expect(message).toContain('医生档案');
      const row = await t.sql
        .selectFrom('users')
        .select('user_auth')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.user_auth).toBe('1');
      // The same kind again is no change at all.
      dataOf(
        await asAdmin({
          method: 'PUT',
          url: '/api/users/update',
          payload: { revision: 0, id, userAuth: '1' },
        }),
      );
    });

    it('answers 40401 for an unknown id and 40001 for a username change or bad fields', async () => {
      errorOf(
        await asAdmin({
          method: 'PUT',
          url: '/api/users/update',
          payload: { revision: 0, id: 999999, name: 'x' },
        }),
        40401,
      );
      const id = cast.patient.id;
      for (const payload of [
        { id, revision: 0, username: 'renamed' },
        { id, revision: 0, name: 'x'.repeat(51) },
        { id, revision: 0, password: 'weak' },
        { id: 'abc', revision: 0 },
        { name: 'no id', revision: 0 },
        { id, name: 'no revision' },
      ]) {
        errorOf(await asAdmin({ method: 'PUT', url: '/api/users/update', payload }), 40001);
      }
    });

    it('is admin-only', async () => {
      const payload = { id: cast.doctor.id, revision: 0, name: '自己改' };
      errorOf(
        await t.call({
          method: 'PUT',
          url: '/api/users/update',
          payload,
          token: cast.doctor.token,
        }),
        40301,
      );
      errorOf(await t.call({ method: 'PUT', url: '/api/users/update', payload }), 50008);
    });
  });

  describe('deleteUser', () => {
    it('archives the account with its record (kept, not deleted), ends its sessions, audited', async () => {
      const id = await t.createUser({ username: 'del1', userAuth: '2' });
      await t.sql.insertInto('patients').values({ user_id: id, patient_name: '删' }).execute();
      const token = await t.tokenFor(id);
      const res = await asAdmin({ method: 'DELETE', url: `/api/users/delete?id=${id}` });
      expect(dataOf<null>(res)).toBeNull();
      // Issue 32: nothing is deleted; the account and its record are archived together.
      for (const table of ['users', 'patients'] as const) {
        const column = table === 'users' ? 'id' : 'user_id';
        const row = await t.sql
          .selectFrom(table)
          .select(['archived_at', 'archived_by'])
          .where(column, '=', id)
          .executeTakeFirstOrThrow();
        expect(row.archived_at, table).toBeInstanceOf(Date);
        expect(row.archived_by, table).toBe(cast.admin.id);
      }
      expect(
        await t.sql.selectFrom('user_roles').select('role_key').where('user_id', '=', id).execute(),
      ).toEqual([{ role_key: 'patient' }]);
      const sessions = await t.sql
        .selectFrom('sessions')
        .select('revoked_at')
        .where('user_id', '=', id)
        .execute();
      expect(sessions.map((s) => s.revoked_at)).toEqual([expect.any(Date)]);
      errorOf(await t.call({ method: 'GET', url: '/api/sysUser/getInfo', token }), 50008);
      expect((await auditOf(t, 'deleteUser')).at(-1)).toMatchObject({
        entity_id: String(id),
        outcome: 'success',
      });
      // Out of the list unless asked for; the admin still reads it, marked archived.
      const list = dataOf<Page<User>>(
        await asAdmin({ method: 'GET', url: '/api/users/list?username=del1' }),
      );
      expect(list.list).toEqual([]);
      const archived = dataOf<Page<User>>(
        await asAdmin({ method: 'GET', url: '/api/users/list?username=del1&archived=only' }),
      );
      expect(archived.list.map((u) => u.id)).toEqual([id]);
      expect(archived.list[0]?.archivedAt).toEqual(expect.any(Number));
    });

    it('refuses to delete the signed-in account itself (40901)', async () => {
      errorOf(
        await asAdmin({ method: 'DELETE', url: `/api/users/delete?id=${cast.admin.id}` }),
        40901,
      );
      expect(
        await t.sql.selectFrom('users').select('id').where('id', '=', cast.admin.id).execute(),
      ).toHaveLength(1);
    });

    it('answers 40401 for an unknown id and 40001 without one', async () => {
      errorOf(await asAdmin({ method: 'DELETE', url: '/api/users/delete?id=999999' }), 40401);
      errorOf(await asAdmin({ method: 'DELETE', url: '/api/users/delete' }), 40001);
    });

    it('is admin-only, and a refusal deletes nothing', async () => {
      const url = `/api/users/delete?id=${cast.patient.id}`;
      errorOf(await t.call({ method: 'DELETE', url, token: cast.doctor.token }), 40301);
      errorOf(await t.call({ method: 'DELETE', url, token: cast.patient.token }), 40301);
      errorOf(await t.call({ method: 'DELETE', url }), 50008);
      expect(
        await t.sql.selectFrom('users').select('id').where('id', '=', cast.patient.id).execute(),
      ).toHaveLength(1);
    });
  });

  describe('saveUserRole', () => {
    it('replaces the roles of an account', async () => {
      const id = await t.createUser({ username: 'roles1', userAuth: '1' });
      const saved = dataOf<User>(
        await asAdmin({
          method: 'POST',
          url: '/api/users/saveUserRole',
          payload: { userId: id, roles: ['patient', 'doctor'] },
        }),
      );
      expect(saved.roles).toEqual(['doctor', 'patient']);
      const again = dataOf<User>(
        await asAdmin({
          method: 'POST',
          url: '/api/users/saveUserRole',
          payload: { userId: id, roles: ['patient'] },
        }),
      );
      expect(again.roles).toEqual(['patient']);
      expect((await auditOf(t, 'saveUserRole')).at(-1)).toMatchObject({
        entity_id: String(id),
        outcome: 'success',
      });
    });

    it('never removes the last admin role of the system (40901), but may when another admin exists', async () => {
      // A database of its own: the other tests here create admins.
      const solo = await startTestApp(engine);
      try {
        const adminId = await solo.createUser({ username: 'only', userAuth: '0' });
        const token = await solo.tokenFor(adminId);
        const demote = (userId: number, as = token) =>
          solo.call({
            method: 'POST',
            url: '/api/users/saveUserRole',
            payload: { userId, roles: ['doctor'] },
            token: as,
          });
        const message = errorOf(await demote(adminId), 40901);
        expect(message).toContain('管理员');
        const roles = await solo.sql
          .selectFrom('user_roles')
          .select('role_key')
          .where('user_id', '=', adminId)
          .execute();
        expect(roles).toEqual([{ role_key: 'admin' }]);
        // With a second admin, the first may step down; then the second is the last one.
        const second = await solo.createUser({ username: 'second', userAuth: '0' });
        const secondToken = await solo.tokenFor(second);
        dataOf(await demote(adminId));
        errorOf(await demote(second, secondToken), 40901);
        // Two admins demoting each other at the same moment: the row locks let only one win.
        const third = await solo.createUser({ username: 'third', userAuth: '0' });
        const thirdToken = await solo.tokenFor(third);
        const answers = await Promise.all([demote(third, secondToken), demote(second, thirdToken)]);
        // The loser is refused by the last-admin rule (40901) or, when the winner committed
        // before its token was checked, by the gate (40301): never two successes.
        const codes = answers.map((res) => res.json<{ code: number }>().code).sort();
        expect(codes[0]).toBe(200);
        expect([40301, 40901]).toContain(codes[1]);
        const admins = await solo.sql
          .selectFrom('user_roles')
          .select('user_id')
          .where('role_key', '=', 'admin')
          .execute();
        expect(admins).toHaveLength(1);
      } finally {
        await solo.close();
      }
    });

    it('answers 40401 for an unknown account and 40001 for unknown or no roles', async () => {
      const save = (payload: unknown) =>
        asAdmin({ method: 'POST', url: '/api/users/saveUserRole', payload: payload as object });
      errorOf(await save({ userId: 999999, roles: ['doctor'] }), 40401);
      const before = await countOf(t, 'user_roles');
      for (const payload of [
        { userId: cast.patient.id, roles: [] },
        { userId: cast.patient.id, roles: ['superuser'] },
        { userId: cast.patient.id, roles: 'admin' },
        { userId: cast.patient.id },
        { roles: ['admin'] },
        { userId: cast.patient.id, roles: ['admin'], extra: 1 },
      ]) {
        errorOf(await save(payload), 40001);
      }
      expect(await countOf(t, 'user_roles')).toBe(before);
    });

    it('is admin-only', async () => {
      const payload = { userId: cast.doctor.id, roles: ['admin'] };
      errorOf(
        await t.call({
          method: 'POST',
          url: '/api/users/saveUserRole',
          payload,
          token: cast.doctor.token,
        }),
        40301,
      );
      errorOf(await t.call({ method: 'POST', url: '/api/users/saveUserRole', payload }), 50008);
      const roles = await t.sql
        .selectFrom('user_roles')
        .select('role_key')
        .where('user_id', '=', cast.doctor.id)
        .execute();
      expect(roles).toEqual([{ role_key: 'doctor' }]);
    });
  });
});
