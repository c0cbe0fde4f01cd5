import { redirectTarget } from '@cep/auth';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { auth } from '../../session';
import { endedReasonIn } from '../../sign-in-sessions/session-ended';
import { LoginView } from './login-view';

/**
 * `/login` (route component): signs in through the console's session (`auth.login`, which trims
 * the username and stores the token) and then goes to the `redirect` query — a path of this app
 * only, `redirectTarget` refuses other sites — or to the home page. The guard then loads the user's info and
 * menu. `replace`, so Back does not return to the sign-in form.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useCallback(
    (username: string, password: string) => auth.login(username, password),
    [],
  );
  const onSignedIn = useCallback(() => {
    void navigate(redirectTarget(search), { replace: true });
  }, [navigate, search]);
  return <LoginView login={login} onSignedIn={onSignedIn} ended={endedReasonIn(search)} />;
}
