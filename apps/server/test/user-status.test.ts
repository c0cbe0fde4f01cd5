import type { User } from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { auditOf, castOf, dataOf, errorOf, type Cast } from './records';

/*
 * 用户管理 operations (issue 12): enable/disable, reset password, and the rules that keep an admin
 * from locking themself or the system out.
 */
describe.each(engines)('account status and password reset on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t, 'st-');
  });
  afterAll(() => t?.close());

  const asAdmin = (options: Parameters<TestApp['call']>[0]) =>
    t.call({ ...options, token: cast.admin.token });
  const setStatus = (id: number, status: string, token = cast.admin.token) =>
    t.call({ method: 'POST', url: '/api/users/setStatus', payload: { id, status }, token });
  const resetPassword = (id: number, password: string, token = cast.admin.token) =>
    t.call({ method: 'POST', url: '/api/users/resetPassword', payload: { id, password }, token });
  const login = (username: string, password: string) =>
    t.call({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
    });
  const getInfo = (token: string) => t.call({ method: 'GET', url: '/api/sysUser/getInfo', token });
  const account = async (userAuth: '0' | '1' | '2', password = 'Passw0rd!') => {
    const username = `st_${++serial}`;
    const id = await t.createUser({ username, userAuth, password });
    return { id, username, password };
  };

  it('lists every account as enabled by default', async () => {
    const user = dataOf<User>(
      await asAdmin({ method: 'GET', url: `/api/users/getUser?id=${cast.doctor.id}` }),
    );
    expect(user.status).toBe('enabled');
  });

  it('disabling ends the account’s sessions and refuses its sign-in, password right or wrong', async () => {
    const who = await account('1');
    const tokens = [await t.tokenFor(who.id), await t.tokenFor(who.id)];
    expect(dataOf<User>(await setStatus(who.id, 'disabled'))).toMatchObject({
      id: who.id,
      status: 'disabled',
    });
    for (const token of tokens) errorOf(await getInfo(token), 50008);
    // No session can be made for it by any path while it is disabled (a trigger, migration 0012).
    await expect(t.tokenFor(who.id)).rejects.toThrow(/disabled/);

    const right = errorOf(await login(who.username, who.password), 40301);
    const wrong = errorOf(await login(who.username, 'Wrong1234'), 40301);
    expect(right).toBe('该账号已停用，请联系管理员');
    // The same answer either way: it says nothing about the password.
    expect(wrong).toBe(right);
    const lines = await auditOf(t, 'login');
    expect(lines.filter((line) => line.actor_id === who.id).map((l) => l.outcome)).toEqual([
      'denied',
      'denied',
    ]);
    expect(await auditOf(t, 'setUserStatus')).toContainEqual(
      expect.objectContaining({
        actor_id: cast.admin.id,
        entity: 'users',
        entity_id: String(who.id),
        outcome: 'success',
      }),
    );

    // Enabled again, it signs in.
    expect(dataOf<User>(await setStatus(who.id, 'enabled')).status).toBe('enabled');
    expect(dataOf<{ token: string }>(await login(who.username, who.password)).token).toBeTruthy();
  });

  it('lists the accounts of one status', async () => {
    const off = await account('2');
    dataOf(await setStatus(off.id, 'disabled'));
    const list = async (query: string) =>
      dataOf<{ list: User[]; total: number }>(
        await asAdmin({ method: 'GET', url: `/api/users/list?pageSize=100${query}` }),
      );
    const disabled = await list('&status=disabled');
    expect(disabled.list.map((u) => u.id)).toContain(off.id);
    expect(disabled.list.every((u) => u.status === 'disabled')).toBe(true);
    expect(disabled.total).toBe(disabled.list.length);
    const enabled = await list('&status=enabled');
    expect(enabled.list.map((u) => u.id)).not.toContain(off.id);
    expect(enabled.total + disabled.total).toBe((await list('')).total);
    errorOf(await asAdmin({ method: 'GET', url: '/api/users/list?status=off' }), 40001);
  });

  it('an unknown username still gets the ordinary 40101', async () => {
    errorOf(await login('st_nobody', 'Passw0rd!'), 40101);
  });

  it('refuses disabling oneself (40901), and nothing changes', async () => {
    const message = errorOf(await setStatus(cast.admin.id, 'disabled'), 40901);
    expect(message).toBe('不能停用当前登录的账号');
    dataOf(await getInfo(cast.admin.token));
    const lines = await auditOf(t, 'setUserStatus');
    expect(lines.at(-1)).toMatchObject({ entity_id: String(cast.admin.id), outcome: 'failure' });
  });

  it('refuses an unknown account (40401) and a bad status (40001 naming the field)', async () => {
    errorOf(await setStatus(2_000_000_000, 'disabled'), 40401);
    expect(errorOf(await setStatus(cast.doctor.id, 'paused'), 40001)).toContain('status');
  });

  describe('the last enabled admin', () => {
    const lastAdmin = '系统至少需要保留一个启用的管理员';

    it('is kept when two admins disable, delete or demote each other at once', async () => {
      const enabledAdmins = async () =>
        (
          await t.sql
            .selectFrom('users')
            .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
            .select('users.id')
            .where('user_roles.role_key', '=', 'admin')
            .where('users.status', '=', 'enabled')
            // 删除 archives (issue 32): an archived admin is no admin any more.
            .where('users.archived_at', 'is', null)
            .execute()
        ).map((row) => row.id);
      // Only two enabled admins: the cast's is set aside for this test (directly, not by a call).
      await t.sql
        .updateTable('users')
        .set({ status: 'disabled' })
        .where('id', '=', cast.admin.id)
        .execute();
      try {
        const races: Array<(a: number, b: number, token: string) => Promise<unknown>> = [
          (_a, b, token) => setStatus(b, 'disabled', token),
          (_a, b, token) => t.call({ method: 'DELETE', url: `/api/users/delete?id=${b}`, token }),
          (_a, b, token) =>
            t.call({
              method: 'POST',
              url: '/api/users/saveUserRole',
              payload: { userId: b, roles: ['doctor'] },
              token,
            }),
        ];
        for (const race of races) {
          const a = await account('0');
          const b = await account('0');
          const [ta, tb] = [await t.tokenFor(a.id), await t.tokenFor(b.id)];
          const answers = (await Promise.all([
            race(a.id, b.id, ta),
            race(b.id, a.id, tb),
          ])) as Array<Awaited<ReturnType<TestApp['call']>>>;
          const codes = answers.map((res) => res.json<{ code: number }>().code).sort();
          expect(codes[0]).toBe(200);
          // Both inside at once: the second is refused as the last admin (40901). On a busy
          // machine one may finish before the other is even read: the loser is then no longer an
          // admin (demoted: 40301) or no longer signed in (disabled or deleted: its session ended).
          expect([40901, 40301, 50008, 40141]).toContain(codes[1]);
          const refused = answers.find((res) => res.json<{ code: number }>().code === 40901);
          if (refused) expect(errorOf(refused, 40901)).toBe(lastAdmin);
          expect(await enabledAdmins()).toHaveLength(1);
          const [survivor] = await enabledAdmins();
          // Clean up: the survivor is set aside too, so the next race again has exactly two.
          await t.sql
            .updateTable('users')
            .set({ status: 'disabled' })
            .where('id', '=', survivor!)
            .execute();
        }
      } finally {
        await t.sql
          .updateTable('users')
          .set({ status: 'enabled' })
          .where('id', '=', cast.admin.id)
          .execute();
      }
    });
  });

  describe('resetPassword', () => {
    it('sets the new password, ends the account’s sessions, and is audited', async () => {
      const who = await account('2', 'Old12345');
      const token = await t.tokenFor(who.id);
      const user = dataOf<User>(await resetPassword(who.id, 'New12345'));
      expect(user).toMatchObject({ id: who.id, status: 'enabled' });
      expect(JSON.stringify(user)).not.toMatch(/password|New12345/i);
      errorOf(await getInfo(token), 50008);
      errorOf(await login(who.username, 'Old12345'), 40101);
      dataOf(await login(who.username, 'New12345'));
      expect((await auditOf(t, 'resetPassword')).at(-1)).toMatchObject({
        actor_id: cast.admin.id,
        entity: 'users',
        entity_id: String(who.id),
        outcome: 'success',
      });
    });

    it('keeps the admin’s own session when they reset their own password', async () => {
      const other = await t.tokenFor(cast.admin.id);
      dataOf(await resetPassword(cast.admin.id, 'Mine12345'));
      dataOf(await getInfo(cast.admin.token));
      errorOf(await getInfo(other), 50008);
    });

    it('checks the password rule (40001 naming the field) and the account (40401)', async () => {
      const who = await account('2');
      const token = await t.tokenFor(who.id);
      expect(errorOf(await resetPassword(who.id, 'short'), 40001)).toContain('password');
      expect(errorOf(await resetPassword(who.id, 'lettersonly'), 40001)).toContain(
        '密码必须包含数字',
      );
      // A refused reset changes nothing: the session still works.
      dataOf(await getInfo(token));
      errorOf(await resetPassword(2_000_000_000, 'New12345'), 40401);
    });

    it('is refused to non-admins (40301)', async () => {
      errorOf(await resetPassword(cast.patient.id, 'New12345', cast.doctor.token), 40301);
      errorOf(await setStatus(cast.patient.id, 'disabled', cast.doctor.token), 40301);
    });
  });
});
