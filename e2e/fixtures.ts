import { test as base, type BrowserContext } from '@playwright/test';
import { roles, type Account, type Role } from './support/accounts';
import { apiLogin, type Session } from './support/api';

/**
 * Who a test's page is signed in as when the test starts:
 * - a role (`'admin'`, `'doctor'`, `'patient'`): that role's session, shared by every test of the
 *   worker that only looks (signed in once per worker, through the API);
 * - an `Account` of `own` (support/accounts.ts): a fresh session for this test alone, for tests
 *   that change data or end, refresh or break their session;
 * - `null`: signed out.
 */
export type SignedInAs = Role | Account | null;

interface TestFixtures {
  /** @default null (signed out) */
  signedInAs: SignedInAs;
  /** The session the page was given, `undefined` when signed out. */
  session: Session | undefined;
}

interface WorkerFixtures {
  /** The server global setup started (e2e/global-setup.ts). */
  serverURL: string;
  /** One session per role per worker, signed in on first use. */
  roleSession: (role: Role) => Promise<Session>;
}

/**
 * Puts a session into a browser context the way the console keeps it (spec §4): the token in the
 * cookie `Admin-Token`, the expiry in session storage. Playwright's storageState has no session
 * storage; without the expiry the console would refresh the token on its first request, and a
 * shared token can be refreshed only once — so an init script writes it into every new tab,
 * unless the page already has its own (after a refresh, a network error or a new sign-in).
 */
export async function signInContext(
  context: BrowserContext,
  baseURL: string,
  session: Session,
): Promise<void> {
  await context.addCookies([
    { name: 'Admin-Token', value: session.token, url: baseURL, sameSite: 'Strict' },
  ]);
  await context.addInitScript((expireTime: number) => {
    try {
      if (document.cookie.includes('Admin-Token=') && sessionStorage.getItem('expireTime') === null)
        sessionStorage.setItem('expireTime', String(expireTime));
    } catch {
      // about:blank and other opaque origins have no storage
    }
  }, session.expireTime);
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverURL: [
    async ({}, use) => {
      const url = process.env.CEP_E2E_URL;
      if (!url)
        throw new Error('CEP_E2E_URL is not set: e2e/global-setup.ts did not start the server');
      await use(url);
    },
    { scope: 'worker' },
  ],
  roleSession: [
    async ({ playwright, serverURL }, use) => {
      const request = await playwright.request.newContext();
      const sessions = new Map<Role, Promise<Session>>();
      await use((role) => {
        let session = sessions.get(role);
        if (!session) {
          session = apiLogin(request, serverURL, roles[role]);
          sessions.set(role, session);
        }
        return session;
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  /** Every test's `baseURL` is the server that global setup started. */
  baseURL: async ({ serverURL }, use) => use(serverURL),
  signedInAs: [null, { option: true }],
  session: async ({ signedInAs, roleSession, request, serverURL }, use) => {
    if (signedInAs === null) await use(undefined);
    else if (typeof signedInAs === 'string') await use(await roleSession(signedInAs));
    else await use(await apiLogin(request, serverURL, signedInAs));
  },
  context: async ({ context, session, serverURL }, use) => {
    if (session) await signInContext(context, serverURL, session);
    await use(context);
  },
});

export { expect } from '@playwright/test';
