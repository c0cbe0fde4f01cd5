import type { SecondFactorStatus } from '@cep/contract';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { auth, loadApi } from '../../session';

// Loaded only when a sign-in needs it: the first-load sign-in page stays as small as it was.
const SecondFactorStep = lazy(() =>
  import('./second-factor-step').then((module) => ({ default: module.SecondFactorStep })),
);

/**
 * Sign-in with its second step (issue 30), for both sign-in pages (the router's `/login` and the
 * first-load one): after the password, a session that waits for its second factor shows the code
 * step (the server refuses every other call until then); `enter` runs once signed in fully.
 * 返回登录 ends the half-signed-in session on the server too, without a question.
 */
export function useSecondFactorSignIn(
  enter: () => void,
  /** After 返回登录 (the session is ended already); the sign-in pages stay where they are. */
  onCancelled?: () => void,
): {
  login: (username: string, password: string) => Promise<void>;
  /** Any other sign-in (the identity provider's one-time code): then the same check. */
  settle: (signIn: Promise<void>) => Promise<void>;
  onSignedIn: () => void;
  secondStep: ReactNode;
} {
  const waiting = useRef<SecondFactorStatus | null>(null);
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const settle = useCallback(async (signIn: Promise<void>) => {
    await signIn;
    const found = await (await loadApi()).getSecondFactor();
    waiting.current = found.pending ? found : null;
  }, []);
  const login = useCallback(
    (username: string, password: string) => settle(auth.login(username, password)),
    [settle],
  );
  const onSignedIn = useCallback(() => {
    if (waiting.current) setStatus(waiting.current);
    else enter();
  }, [enter]);
  const cancel = useCallback(() => {
    waiting.current = null;
    setStatus(null);
    const token = auth.getToken();
    if (token) void loadApi().then((api) => api.logout(token).catch(() => null));
    auth.resetToken();
    onCancelled?.();
  }, [onCancelled]);
  const secondStep = status && (
    <Suspense fallback={null}>
      <SecondFactorStep
        enrolled={status.enrolled}
        verify={async (check) => (await loadApi()).verifySecondFactor(check)}
        start={async () => (await loadApi()).startTotpEnrolment()}
        confirm={async (body) => (await loadApi()).confirmTotpEnrolment(body)}
        onDone={enter}
        onCancel={cancel}
      />
    </Suspense>
  );
  return { login, settle, onSignedIn, secondStep };
}
