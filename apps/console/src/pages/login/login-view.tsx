import { pageTitle } from '@cep/auth';
import { Button, useLocale, useMessages, type Locale } from '@cep/ui';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { consoleMessages } from '../../i18n/messages';
import { sessionEndedNotices } from '../../i18n/sign-in-sessions-messages';
import type { SessionEndReason } from '../../sign-in-sessions/session-ended';
import { useSetLocale } from '../../locale-state';
import { LoginForm, type LoginFormProps } from './login-form';
import { OidcSignIn } from './oidc-sign-in';
import { ServerStatus } from './server-status';

export interface LoginViewProps extends LoginFormProps {
  /**
   * The line that says whether the server answers. Stories pass a `ServerStatusView` with a
   * fixed state, so they need no server.
   * @default <ServerStatus /> (asks the server's health call)
   */
  serverStatus?: ReactNode;
  /**
   * Sign-in through the hospital's identity provider and why the last one failed. Stories pass an
   * `OidcSignInView` with a fixed state.
   * @default <OidcSignIn /> (asks the server whether it has a provider)
   */
  oidc?: ReactNode;
  /** Issue 30: the last session was ended by the person elsewhere or by an admin; said above the form. */
  ended?: SessionEndReason | undefined;
  /** Issue 30: the second factor's step, shown instead of the form once the password was right. */
  secondStep?: ReactNode;
}

/**
 * The sign-in screen: the platform's name, the sign-in form, whether the server answers, and the
 * language switch (no reload). Data comes in through props, so stories need no server;
 * `LoginPage` wires it to the session and the router.
 */
export function LoginView({
  login,
  onSignedIn,
  serverStatus = <ServerStatus />,
  oidc = <OidcSignIn />,
  ended,
  secondStep,
}: LoginViewProps) {
  const t = useMessages(consoleMessages);
  const endedNotices = useMessages(sessionEndedNotices);
  const locale = useLocale();
  const setLocale = useSetLocale();
  const other: Locale = locale === 'zh-CN' ? 'en-US' : 'zh-CN';

  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-4 text-foreground">
      <title>{pageTitle(t.login, t.platformTitle)}</title>
      <section
        aria-labelledby="login-heading"
        className="w-full max-w-md space-y-6 rounded-lg border border-border bg-background px-5 py-8 shadow-sm sm:px-8"
      >
        <header className="space-y-2 text-center">
          <p className="text-2xl font-semibold">{t.platformTitle}</p>
          <p className="text-sm text-muted-foreground">{t.platformTagline}</p>
        </header>
        <h1 id="login-heading" className="text-xl font-semibold">
          {t.login}
        </h1>
        {ended && (
          <p
            role="status"
            data-slot="session-ended"
            className="flex items-start gap-1.5 rounded-md border border-warning px-3 py-2 text-base"
          >
            <Info aria-hidden="true" className="mt-[0.2em] size-[1.25em] shrink-0" />
            <span>{endedNotices[ended]}</span>
          </p>
        )}
        {secondStep ?? <LoginForm login={login} onSignedIn={onSignedIn} />}
        {oidc}
        {serverStatus}
        <div className="flex justify-end">
          <Button
            variant="link"
            size="lg"
            lang={other}
            aria-label={t.switchLanguageLabel}
            onClick={() => setLocale(other)}
          >
            {t.switchLanguage}
          </Button>
        </div>
      </section>
    </main>
  );
}
