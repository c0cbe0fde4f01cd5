import { useFollowContrastPreference } from '@cep/layout';
import { useState } from 'react';
import { ToastsHost } from '../../feedback/toasts-host';
import { ConsoleLocaleProvider } from '../../locale-state';
import { endedReasonIn } from '../../sign-in-sessions/session-ended';
import { LoginView } from './login-view';
import { useSecondFactorSignIn } from './use-second-factor-sign-in';

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
  // Read once: the address is the one the page was opened at (no router here).
  const [ended] = useState(() => endedReasonIn(window.location.search));
  // Issue 30: the code step, when the sign-in waits for its second factor.
  const { login, onSignedIn: signedIn, secondStep } = useSecondFactorSignIn(onSignedIn);
  return <LoginView login={login} onSignedIn={signedIn} secondStep={secondStep} ended={ended} />;
}
