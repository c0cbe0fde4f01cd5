import { useFollowContrastPreference } from '@cep/layout';
import { useCallback, useState } from 'react';
import { ToastsHost } from '../../feedback/toasts-host';
import { ConsoleLocaleProvider } from '../../locale-state';
import { auth } from '../../session';
import { endedReasonIn } from '../../sign-in-sessions/session-ended';
import { LoginView } from './login-view';

/**
 * The sign-in page when it is the first page a browser opens (issue 17, "load nothing the
 * sign-in page does not draw"): the same `LoginView` as the router's `/login`, without the
 * router, the guard or the shell, so a visitor downloads only the form. Once signed in,
 * `onSignedIn` starts the console (main.tsx), which opens the `redirect` target.
 */
export function SignInFirst({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <ConsoleLocaleProvider>
      <SignInPage onSignedIn={onSignedIn} />
      <ToastsHost />
    </ConsoleLocaleProvider>
  );
}

function SignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  // The high-contrast choice made in the shell (or the OS's) applies here too.
  useFollowContrastPreference();
  const login = useCallback(
    (username: string, password: string) => auth.login(username, password),
    [],
  );
  // Read once: the address is the one the page was opened at (no router here).
  const [ended] = useState(() => endedReasonIn(window.location.search));
  return <LoginView login={login} onSignedIn={onSignedIn} ended={ended} />;
}
