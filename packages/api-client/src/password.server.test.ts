import { describe, expect, inject, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';

// The real server of the client project (scripts/testing/client-global-setup.ts).
const baseURL = inject('serverUrl');
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${process.pid}`;

describe('changePassword against the real server', () => {
  it('changes the signed-in user’s password; this client stays signed in, others are ended', async () => {
    const admin = createApiClient({ baseURL });
    await admin.login('admin', 'Admin@123');
    const username = unique('pw');
    await admin.addUser({ username, password: 'First#Pass1', name: '改密码', userAuth: '2' });

    const api = createApiClient({ baseURL });
    await api.login(username, 'First#Pass1');
    const elsewhere = createApiClient({ baseURL, confirmRelogin: async () => false });
    await elsewhere.login(username, 'First#Pass1');

    await expect(
      api.changePassword({ oldPassword: 'First#Pass1', newPassword: 'Second#Pass2' }),
    ).resolves.toBeNull();
    await expect(api.getInfo()).resolves.toMatchObject({ name: '改密码' });
    await expect(elsewhere.getInfo()).rejects.toBeInstanceOf(ApiError);

    const fresh = createApiClient({ baseURL });
    await expect(fresh.login(username, 'First#Pass1')).rejects.toMatchObject({ code: 40101 });
    await expect(fresh.login(username, 'Second#Pass2')).resolves.toMatchObject({
      token: expect.any(String),
    });
  });

  it('rejects a wrong old password and a common new one with the server’s 40001 message', async () => {
    const admin = createApiClient({ baseURL });
    await admin.login('admin', 'Admin@123');
    const username = unique('px');
    await admin.addUser({ username, password: 'First#Pass1', name: '改密码', userAuth: '2' });
    const notified: string[] = [];
    const api = createApiClient({ baseURL, notify: (message) => notified.push(message) });
    await api.login(username, 'First#Pass1');

    const wrong = api.changePassword({ oldPassword: 'Not#Mine1', newPassword: 'Second#Pass2' });
    await expect(wrong).rejects.toMatchObject({ code: 40001 });
    const common = api.changePassword({ oldPassword: 'First#Pass1', newPassword: 'Password1' });
    await expect(common).rejects.toMatchObject({ code: 40001 });
    expect(notified).toEqual([
      expect.stringContaining('原密码不正确'),
      expect.stringContaining('过于常见'),
    ]);
  });
});
