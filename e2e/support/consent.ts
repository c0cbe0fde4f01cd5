import { expect, type APIRequestContext } from '@playwright/test';
import type { Account } from './accounts';
import { apiGet, apiLogin, apiLogout } from './api';

interface MyConsent {
  purposes: { purpose: string; current: { version: number } }[];
}

/**
 * A patient made for a test accepts every purpose of separate consent (issue 32), as they would on
 * the consent screen at their first sign-in: their recordings and community work, and their pages
 * open without the screen. Through their own session, which then ends.
 */
export async function acceptAllConsent(
  request: APIRequestContext,
  base: string,
  patient: Pick<Account, 'username' | 'password'>,
): Promise<void> {
  const session = await apiLogin(request, base, { ...patient, name: '' });
  const state = await apiGet<MyConsent>(request, `${base}/api/consent/mine`, session.token);
  const decided = await request.post(`${base}/api/consent/decide`, {
    headers: { token: session.token },
    data: {
      decisions: state.purposes.map((entry) => ({
        purpose: entry.purpose,
        version: entry.current.version,
        decision: 'accepted',
      })),
    },
  });
  expect(((await decided.json()) as { code: number }).code).toBe(200);
  await apiLogout(request, base, session.token);
}
