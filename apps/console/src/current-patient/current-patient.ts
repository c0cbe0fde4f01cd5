import type { SessionState } from '@cep/auth';
import { proxy, subscribe } from 'valtio/vanilla';

/*
 * The clinician's current patient (issue 33 item 5): chosen in 认知训练, 多模态 or the patient's
 * record, kept chosen in the others. One per signed-in user and tab: sessionStorage (the tab's
 * own), tagged with the user's id, so another user of the tab never reads it; forgotten at
 * sign-out. Only the patient's id is kept (and each page's address when it last showed one) — each
 * page loads the record (and the server's care-team check) itself.
 */

const STORAGE_KEY = 'cep-current-patient';

interface Stored {
  userId: number;
  patientId: number | null;
  /** Each page's address (search and hash, by pathname) when it last showed a patient. */
  shown?: Record<string, string>;
}

/** Whose the current patient is (`userId`) and which patient it is (`null`: none chosen). */
export const currentPatient = proxy<{ userId: number | undefined; patientId: number | null }>({
  userId: undefined,
  patientId: null,
});

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // A browser that refuses storage: the current patient lasts as long as the page.
    return undefined;
  }
}

/** What the tab keeps for `userId`: nothing for another user (or none signed in). */
function storedOf(userId: number | undefined): Stored | null {
  if (userId === undefined) return null;
  try {
    const stored = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as Stored | null;
    return stored?.userId === userId ? stored : null;
  } catch {
    return null;
  }
}

/** The stored current patient of `userId`, or null (none, another user's, or unreadable). */
export function storedCurrentPatient(userId: number | undefined): number | null {
  const patientId = storedOf(userId)?.patientId;
  return typeof patientId === 'number' && Number.isSafeInteger(patientId) ? patientId : null;
}

/** Makes `patientId` the current patient of `userId` (null: none). */
export function setCurrentPatient(userId: number, patientId: number | null): void {
  currentPatient.userId = userId;
  currentPatient.patientId = patientId;
  const shown = storedOf(userId)?.shown;
  storage()?.setItem(
    STORAGE_KEY,
    JSON.stringify({ userId, patientId, ...(shown && { shown }) } satisfies Stored),
  );
}

/**
 * Notes the address (`rest`: search and hash) at which the page at `pathname` showed a patient:
 * a tag kept from then leads back to exactly it, and is then going back, not choosing a patient.
 */
export function noteShownAddress(userId: number, pathname: string, rest: string): void {
  const stored = storedOf(userId) ?? { userId, patientId: null };
  if (stored.shown?.[pathname] === rest) return;
  stored.shown = { ...stored.shown, [pathname]: rest };
  storage()?.setItem(STORAGE_KEY, JSON.stringify(stored));
}

/** The address (search and hash) at which the page at `pathname` last showed a patient. */
export function shownAddress(userId: number | undefined, pathname: string): string | undefined {
  return storedOf(userId)?.shown?.[pathname];
}

/** Forgets the current patient, in memory and in the tab's storage. */
export function forgetCurrentPatient(): void {
  currentPatient.userId = undefined;
  currentPatient.patientId = null;
  storage()?.removeItem(STORAGE_KEY);
}

/**
 * Follows the session: at sign-out (no token, also when the token expired) the current patient is
 * forgotten; when another user signs in, theirs (if any) is read. Returns the unsubscribe.
 */
export function followSession(session: SessionState): () => void {
  const sync = () => {
    if (!session.token) {
      if (currentPatient.patientId !== null || storage()?.getItem(STORAGE_KEY) !== null) {
        forgetCurrentPatient();
      }
      return;
    }
    if (session.id !== undefined && session.id !== currentPatient.userId) {
      currentPatient.userId = session.id;
      currentPatient.patientId = storedCurrentPatient(session.id);
      // Another user's entry (a sign-out this page did not see) is never kept beside theirs.
      if (storedOf(session.id) === null) storage()?.removeItem(STORAGE_KEY);
    }
  };
  sync();
  return subscribe(session, sync);
}
