import { useSnapshot } from 'valtio/react';
import { hasPermission } from '../permission';
import type { SessionState } from '../session/session-state';
import { useAuth } from './auth-context';

/** The signed-in user (spec §3); re-renders when the session changes. */
export function useSession(): Readonly<SessionState> {
  return useSnapshot(useAuth().session) as Readonly<SessionState>;
}

/**
 * Spec §5: whether the user holds `code` (or one of `codes`) in their role list. Hides what the
 * user may not do; the server checks every call again.
 */
export function usePermission(code: string | readonly string[]): boolean {
  return hasPermission(useSession().roles, code);
}
