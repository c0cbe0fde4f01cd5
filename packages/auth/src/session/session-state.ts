import type { RouteRecord, UserAuth } from '@cep/contract';
import { proxy } from 'valtio/vanilla';

/**
 * The signed-in user as the console shows it (spec §3). A valtio proxy: write it from the core,
 * read it in React with `useSession()` (a snapshot that re-renders on change).
 */
export interface SessionState {
  /** The session token; `undefined` when signed out. Mirrors the token store. */
  token: string | undefined;
  /** The user's id; `undefined` until getInfo answered. */
  id: number | undefined;
  name: string;
  avatar: string;
  introduction: string;
  /** Role keys and permission codes from getInfo (also stored as `codeList`). */
  roles: string[];
  /** '1' doctor, '2' patient, '0' admin; `undefined` until getInfo answered. */
  userAuth: UserAuth | undefined;
  /** The menu tree from getMenuList, filtered by `roles` (for the sidebar). */
  menu: RouteRecord[];
}

/** The user fields, as they are before getInfo answers and after a reset. */
export function signedOutUser(): Omit<SessionState, 'token' | 'menu'> {
  return { id: undefined, name: '', avatar: '', introduction: '', roles: [], userAuth: undefined };
}

export function createSessionState(token: string | undefined): SessionState {
  return proxy<SessionState>({ token, ...signedOutUser(), menu: [] });
}
