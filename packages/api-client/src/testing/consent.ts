import type { ApiClient } from '../api-client';

/**
 * A patient made by a test accepts every purpose of separate consent (issue 32), as on the
 * consent screen: the server refuses their recordings and community without it.
 */
export async function acceptAllConsent(patient: ApiClient): Promise<void> {
  const state = await patient.getMyConsent();
  if (!state) throw new Error('acceptAllConsent: the account has no patient record');
  await patient.decideMyConsent({
    decisions: state.purposes.map((entry) => ({
      purpose: entry.purpose,
      version: entry.current.version,
      decision: 'accepted' as const,
    })),
  });
}
