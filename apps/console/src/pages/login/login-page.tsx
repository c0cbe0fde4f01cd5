import { redirectTarget } from '@cep/auth';
import type { SecondFactorStatus } from '@cep/contract';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { auth, loadApi } from '../../session';
import { LoginView } from './login-view';
import { SecondFactorStep } from './second-factor-step';

/**
 * `/login` (route component): signs in through the console's session (`auth.login`, which trims
 * the username and stores the token) and then goes to the `redirect` query — a path of this app
 * only, `redirectTarget` refuses other sites — or to the home page. The guard then loads the user's info and
 * menu. `replace`, so Back does not return to the sign-in form. Issue 30: a sign-in that waits for
 * its second factor shows the code step first (the server refuses everything else until then).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const waiting = useRef<SecondFactorStatus | null>(null);
  const [secondFactor, setSecondFactor] = useState<SecondFactorStatus | null>(null);
  const login = useCallback(async (username: string, password: string) => {
    await auth.login(username, password);
    const status = await (await loadApi()).getSecondFactor();
    waiting.current = status.pending ? status : null;
  }, []);
  const enter = useCallback(() => {
    void navigate(redirectTarget(search), { replace: true });
  }, [navigate, search]);
  const onSignedIn = useCallback(() => {
    if (waiting.current) setSecondFactor(waiting.current);
    else enter();
  }, [enter]);
  // 返回登录: the half-signed-in session ends on the server too (no question asked).
  const cancel = useCallback(() => {
    waiting.current = null;
    setSecondFactor(null);
    const token = auth.getToken();
    if (token) void loadApi().then((api) => api.logout(token).catch(() => null));
    auth.resetToken();
  }, []);
  return (
    <LoginView
      login={login}
      onSignedIn={onSignedIn}
      secondStep={
        secondFactor && (
          <SecondFactorStep
            enrolled={secondFactor.enrolled}
            verify={async (check) => (await loadApi()).verifySecondFactor(check)}
            start={async () => (await loadApi()).startTotpEnrolment()}
            confirm={async (body) => (await loadApi()).confirmTotpEnrolment(body)}
            onDone={enter}
            onCancel={cancel}
          />
        )
      }
    />
  );
}
