import { describe, expect, inject, it } from 'vitest';
import { createApiClient } from './create-api-client';

// The real server of the client project (scripts/testing/client-global-setup.ts).
const baseURL = inject('serverUrl');

/*
 * 重置两步验证's wrapper: the body it sends and the server's refusals as the client reports them.
 * The reset itself (authenticator removed, sign-ins ended, binding asked again) is proven in
 * apps/server/test/second-factor-reset.test.ts and e2e/factor-reset.spec.ts.
 */
describe('resetUserSecondFactor against the real server', () => {
  it('refuses the admin’s own account (40350) and an account with nothing bound (40401)', async () => {
    const admin = createApiClient({ baseURL, notify: () => undefined });
    await admin.login('admin', 'Admin@123');
    const me = await admin.getInfo();
    await expect(admin.resetUserSecondFactor(me.id)).rejects.toMatchObject({ code: 40350 });
    const person = await admin.addUser({
      username: `fr${Date.now().toString(36)}${process.pid}`,
      password: 'Factor#Pass1',
      name: '重置对象',
      userAuth: '2',
    });
    await expect(admin.resetUserSecondFactor(person.id)).rejects.toMatchObject({
      code: 40401,
      message: '该用户尚未绑定身份验证器',
    });
  });
});
