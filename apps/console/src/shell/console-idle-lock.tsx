import { LOGIN_PATH } from '@cep/auth';
import { useAuth, useSession } from '@cep/auth/react';
import { IdleLock, useIdleLock, useTagsView } from '@cep/layout';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api-client';
import { idleTestMs } from './idle-limits';

/**
 * The idle lock wired to the session (issue 12): unlocking checks the password with the server
 * (`verifyPassword`, throttled and audited like sign-in) and keeps the session, the tabs and the
 * pages' state; "sign in as someone else" ends the session on the server and leaves nothing of
 * the first person behind (tabs closed, kept-alive pages unmounted with the shell) before the
 * sign-in page shows. While locked, `ConsoleShell` hides the pages (see there). The limits an
 * admin set come to the shell as `LayoutProvider`'s `idleLimits`.
 */
export function ConsoleIdleLock() {
  const auth = useAuth();
  const session = useSession();
  const navigate = useNavigate();
  const { idleMinutes } = useIdleLock();
  const tags = useTagsView();

  const chosenMs = idleMinutes * 60_000;
  const testMs = idleTestMs();
  const idleMs = testMs !== null && testMs < chosenMs ? testMs : chosenMs;

  // Issue 30: the unlock asks for what sign-in asks for: with an authenticator, its code too.
  const [askCode, setAskCode] = useState(false);
  useEffect(() => {
    let current = true;
    void api.getSecondFactor().then(
      (status) => current && setAskCode(status.enrolled),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const onUnlock = useCallback(async (password: string, code?: string) => {
    await api.verifyPassword(password, code === '' ? undefined : code);
  }, []);

  const { clear: closeAllTags } = tags;
  const onSwitchUser = useCallback(() => {
    const token = auth.getToken();
    // The server forgets the session even if the person walks away now; a failed call (network)
    // still leaves this computer signed out.
    if (token) void api.logout(token).catch(() => {});
    closeAllTags();
    auth.resetToken();
    // Straight to the sign-in page with no `redirect`: the next person starts at home, not on the
    // first person's page. The shell (and every kept-alive page) unmounts on the way; the lock
    // lifts after this returns.
    void navigate(LOGIN_PATH, { replace: true });
    auth.resetRoutes();
  }, [auth, navigate, closeAllTags]);

  return (
    <IdleLock
      userName={session.name}
      idleMs={idleMs}
      onUnlock={onUnlock}
      askCode={askCode}
      onSwitchUser={onSwitchUser}
    />
  );
}
