import { Button, useLocale, useMessages, type Locale } from '@cep/ui';
import { consoleMessages, pageTitle } from '../../i18n/messages';
import { useSetLocale } from '../../locale-state';
import { ServerStatus } from './server-status';

/** `/login`: the public entry of the console. The sign-in form itself arrives with the auth issues. */
export function LoginPage() {
  const t = useMessages(consoleMessages);
  const locale = useLocale();
  const setLocale = useSetLocale();
  const other: Locale = locale === 'zh-CN' ? 'en-US' : 'zh-CN';

  return (
    <main className="flex min-h-dvh items-center justify-center bg-background p-4 text-foreground">
      <title>{pageTitle(t.login, t.platformTitle)}</title>
      <section
        aria-labelledby="login-heading"
        className="w-full max-w-md space-y-6 rounded-lg border border-border bg-background p-8 shadow-sm"
      >
        <header className="space-y-2 text-center">
          <p className="text-2xl font-semibold">{t.platformTitle}</p>
          <p className="text-sm text-muted-foreground">{t.platformTagline}</p>
        </header>
        <h1 id="login-heading" className="text-xl font-semibold">
          {t.login}
        </h1>
        <p>{t.loginComing}</p>
        <ServerStatus />
        <div className="flex justify-end">
          <Button
            variant="link"
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
