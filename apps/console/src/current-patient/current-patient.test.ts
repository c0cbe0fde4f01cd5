import type { SessionState } from '@cep/auth';
import { proxy } from 'valtio/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentPatient,
  followSession,
  forgetCurrentPatient,
  noteShownAddress,
  setCurrentPatient,
  shownAddress,
  storedCurrentPatient,
} from './current-patient';

/** The tab's storage, as a browser keeps it. */
function tabStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const session = (token: string | undefined, id: number | undefined) =>
  proxy<SessionState>({
    token,
    id,
    name: '',
    avatar: '',
    introduction: '',
    roles: [],
    userAuth: '1',
    menu: [],
  });

describe('the current patient', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', tabStorage());
    forgetCurrentPatient();
  });
  afterEach(() => {
    forgetCurrentPatient();
    vi.unstubAllGlobals();
  });

  it('is kept for the user who chose it, and read for that user only', () => {
    setCurrentPatient(7, 42);
    expect(currentPatient.patientId).toBe(42);
    expect(storedCurrentPatient(7)).toBe(42);
    expect(storedCurrentPatient(8)).toBeNull();
    expect(storedCurrentPatient(undefined)).toBeNull();
    setCurrentPatient(7, null);
    expect(storedCurrentPatient(7)).toBeNull();
  });

  it('remembers where each page last showed a patient, for its user only', () => {
    setCurrentPatient(7, 42);
    noteShownAddress(7, '/MPSA', '?patient=42');
    setCurrentPatient(7, 43);
    expect(shownAddress(7, '/MPSA')).toBe('?patient=42');
    expect(shownAddress(8, '/MPSA')).toBeUndefined();
    expect(storedCurrentPatient(7)).toBe(43);
  });

  it('is forgotten at sign-out, and another user signing in does not get it', async () => {
    const state = session('token-a', 7);
    const stop = followSession(state);
    setCurrentPatient(7, 42);

    state.token = undefined;
    state.id = undefined;
    // Valtio tells its subscribers after the synchronous work: wait for the state.
    await vi.waitFor(() => expect(currentPatient.patientId).toBeNull());
    expect(sessionStorage.getItem('cep-current-patient')).toBeNull();

    // A stale entry of user 7 (a sign-out this page did not see) is not user 8's.
    sessionStorage.setItem('cep-current-patient', JSON.stringify({ userId: 7, patientId: 42 }));
    state.token = 'token-b';
    state.id = 8;
    await vi.waitFor(() => expect(currentPatient).toMatchObject({ userId: 8, patientId: null }));
    expect(sessionStorage.getItem('cep-current-patient')).toBeNull();
    stop();
  });

  it('comes back for the same user after a reload of the tab', () => {
    sessionStorage.setItem('cep-current-patient', JSON.stringify({ userId: 7, patientId: 42 }));
    const stop = followSession(session('token-a', 7));
    expect(currentPatient).toMatchObject({ userId: 7, patientId: 42 });
    stop();
  });
});
