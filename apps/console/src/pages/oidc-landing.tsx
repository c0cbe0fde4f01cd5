import { redirectTarget } from '@cep/auth';
import { useMessages } from '@cep/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { oidcMessages } from '../i18n/oidc-messages';
import { OIDC_REDIRECT_KEY } from './login/oidc-sign-in';
import { auth } from '../session';
import { useSecondFactorSignIn } from './login/use-second-factor-sign-in';

/** The one-time code of the address's fragment (`#code=…`), which no server ever received. */
function codeOfFragment(): string | null {
  return new URLSearchParams(location.hash.slice(1)).get('code');
}

/**
 * `/oidc/landing` (public): where the server sends the browser back from the hospital's identity
 * provider. It takes the one-time code out of the address at once (history, screen sharing),
 * exchanges it for a session with a POST, and goes where a password sign-in would go: the login
 * page's `redirect`, else the home page. A failure ends on the login page with its reason. A
 * sign-in that waits for its second factor (issue 30) shows the same code step as the login page.
 */
export function OidcLandingPage() {
  const t = useMessages(oidcMessages);
  const navigate = useNavigate();
  const started = useRef(false);
  const loginSearch = useRef('');
  const enter = useCallback(
    () => void navigate(redirectTarget(loginSearch.current), { replace: true }),
    [navigate],
  );
  const backToLogin = useCallback(() => void navigate('/login', { replace: true }), [navigate]);
  const { settle, onSignedIn, secondStep } = useSecondFactorSignIn(enter, backToLogin);
  useEffect(() => {
    // Once: the code is single use (React's development double effect would spend it twice).
    if (started.current) return;
    started.current = true;
    const oneTimeCode = codeOfFragment();
    history.replaceState(history.state, '', location.pathname);
    // The login page's query (its `redirect`), kept across the trip through the provider.
    loginSearch.current = sessionStorage.getItem(OIDC_REDIRECT_KEY) ?? '';
    sessionStorage.removeItem(OIDC_REDIRECT_KEY);
    const signIn = oneTimeCode
      ? auth.loginWithCode(oneTimeCode)
      : Promise.reject(Object.assign(new Error(), { code: 40111 }));
    settle(signIn).then(
      () => onSignedIn(),
      (error: unknown) => {
        // The API client's ApiError carries the server's code (0: no answer at all).
        const code = (error as { code?: unknown }).code;
        const failure = typeof code === 'number' && code !== 0 ? code : 'network';
        return navigate(`/login?oidcError=${failure}`, { replace: true });
      },
    );
  }, [navigate, settle, onSignedIn]);
  if (secondStep) return <main className="mx-auto max-w-md p-6">{secondStep}</main>;
  return (
    <p role="status" className="p-8 text-center">
      {t.landing}
    </p>
  );
}
