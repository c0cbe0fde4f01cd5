import { describe, expect, inject, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createApiClient } from './create-api-client';

// The real server of the client project (scripts/testing/client-global-setup.ts).
const baseURL = inject('serverUrl');
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${process.pid}`;

describe('我的登录设备 against the real server', () => {
  async function personSignedInTwice() {
    const admin = createApiClient({ baseURL });
    await admin.login('admin', 'Admin@123');
    const username = unique('sd');
    const user = await admin.addUser({
      username,
      password: 'Device#Pass1',
      name: '登录设备',
      userAuth: '2',
    });
    const here = createApiClient({ baseURL });
    await here.login(username, 'Device#Pass1');
    const notified: string[] = [];
    const onSessionEnded = vi.fn();
    const confirmRelogin = vi.fn(async () => false);
    const there = createApiClient({
      baseURL,
      notify: (message) => notified.push(message),
      onSessionEnded,
      confirmRelogin,
    });
    await there.login(username, 'Device#Pass1');
    return { admin, user, here, there, notified, onSessionEnded, confirmRelogin };
  }

  it('lists both sign-ins; ending the other sends it to sign in, told why, without asking', async () => {
    const { here, there, notified, onSessionEnded, confirmRelogin } = await personSignedInTwice();
    const sessions = await here.listMySessions();
    expect(sessions).toHaveLength(2);
    const other = sessions.find((session) => !session.current)!;
    await expect(here.endMySession(other.id)).resolves.toBeNull();

    await expect(there.getInfo()).rejects.toMatchObject({ code: 40140 });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledWith(40140, expect.stringContaining('其他设备'));
    expect(there.tokenStore.getToken()).toBeUndefined();
    expect(confirmRelogin).not.toHaveBeenCalled();
    expect(notified).toEqual([]);
    await expect(here.listMySessions()).resolves.toHaveLength(1);
  });

  it('a refresh refused because the sign-in was ended says so, without the re-login question', async () => {
    const { here, user } = await personSignedInTwice();
    const onSessionEnded = vi.fn();
    const confirmRelogin = vi.fn(async () => false);
    // Every request refreshes its token first (a day's threshold).
    const refreshing = createApiClient({
      baseURL,
      onSessionEnded,
      confirmRelogin,
      refreshThresholdMs: 24 * 60 * 60 * 1000,
    });
    await refreshing.login(user.username, 'Device#Pass1');
    await expect(here.endMyOtherSessions()).resolves.toEqual({ ended: 2 });
    await expect(refreshing.getInfo()).rejects.toMatchObject({ code: 40140 });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(confirmRelogin).not.toHaveBeenCalled();
  });

  it('the message socket hears that this sign-in was ended elsewhere', async () => {
    const { here, there, onSessionEnded } = await personSignedInTwice();
    const statuses: string[] = [];
    const channel = there.connectMessages(
      { onStatus: (status) => statuses.push(status) },
      { WebSocket: WebSocket as unknown as typeof globalThis.WebSocket },
    );
    try {
      await vi.waitFor(() => expect(statuses).toContain('online'));
      const other = (await here.listMySessions()).find((session) => !session.current)!;
      await here.endMySession(other.id);
      await vi.waitFor(() =>
        expect(onSessionEnded).toHaveBeenCalledWith(40140, expect.any(String)),
      );
    } finally {
      channel.close();
    }
  });

  it('a live stream hears an admin’s 结束全部登录 and says so', async () => {
    const { admin, user, there, onSessionEnded } = await personSignedInTwice();
    const events: unknown[] = [];
    const stop = there.streamCommunity((event) => events.push(event));
    try {
      await vi.waitFor(() => expect(events).not.toHaveLength(0));
      await expect(admin.endUserSessions(user.id)).resolves.toEqual({ ended: 2 });
      await vi.waitFor(() =>
        expect(onSessionEnded).toHaveBeenCalledWith(40141, expect.any(String)),
      );
      expect(onSessionEnded).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });
});
