import { redirectTarget } from '@cep/auth';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { endedReasonIn } from '../../sign-in-sessions/session-ended';
import { LoginView } from './login-view';
import { useSecondFactorSignIn } from './use-second-factor-sign-in';

/**
 * `/login` (route component): signs in through the console's session (`auth.login`, which trims
 * the username and stores the token) and then goes to the `redirect` query — a path of this app
 * only, `redirectTarget` refuses other sites — or to the home page. The guard then loads the user's info and
 * menu. `replace`, so Back does not return to the sign-in form. Issue 30: a sign-in that waits for
 * its second factor shows the code step first (`useSecondFactorSignIn`).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const enter = useCallback(() => {
    void navigate(redirectTarget(search), { replace: true });
  }, [navigate, search]);
  const { login, onSignedIn, secondStep } = useSecondFactorSignIn(enter);
  return (
    <LoginView
      login={login}
      onSignedIn={onSignedIn}
      secondStep={secondStep}
      ended={endedReasonIn(search)}
    />
  );
}
