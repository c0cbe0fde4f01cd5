import { useMemo } from 'react';
import {
  createProfileData,
  type ProfileApi,
  type ProfileData,
  type ProfileUser,
} from './profile-data';
import { profileKindOf, type ProfileKind } from './profile-record';

/** `useProfile`'s answer: the data access for `ProfileDialog`, and whose centre it is. */
export interface UseProfileResult extends ProfileData {
  /** 'doctor' or 'patient'; `null` when the user has no personal centre (admins, signed out). */
  kind: ProfileKind | null;
}

/**
 * Wires the personal centre to the real API for the signed-in user: pass `api` from the session
 * module and `useSession()` from `@cep/auth/react`. Stable while the user stays the same.
 */
export function useProfile(api: ProfileApi, session: ProfileUser): UseProfileResult {
  const { id, userAuth } = session;
  return useMemo(
    () => ({ kind: profileKindOf(userAuth), ...createProfileData(api, { id, userAuth }) }),
    [api, id, userAuth],
  );
}
