import type { LoginForm as LoginFormValues } from '@cep/contract';
import { Button, FormField, Input, useMessages } from '@cep/ui';
import { CircleAlert, KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { loginMessages } from '../../i18n/login-messages';
import { useRuleMessage } from '../../i18n/rule-messages';
import { useCapsLock } from './use-caps-lock';

export interface LoginFormProps {
  /**
   * Signs in with the username and password (e.g. `auth.login`). Its rejection's `message` — the
   * server's, as `@cep/api-client`'s `ApiError` carries it — shows inline in an alert. The client
   * has already toasted it; the form adds no toast of its own.
   */
  login: (username: string, password: string) => Promise<unknown>;
  /**
   * Called once `login` resolved. Where to go next (the `redirect` query or `/`) is the caller's
   * decision: it owns the router and the session.
   */
  onSignedIn: () => void;
}

const loadLoginRules = () => import('./login-rules');

/** The contract's rules, fetched on first use (see `login-rules.ts`). */
const loginRules: Resolver<LoginFormValues> = async (values, context, options) =>
  (await loadLoginRules()).loginResolver(values, context, options);

/** Text of a failed sign-in: the error's own message (the server's), else a generic one. */
function failureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message !== '' ? error.message : fallback;
}

/**
 * The sign-in form: username and password with the contract's `loginForm` rules (the ones the
 * server applies), password reveal, a Caps Lock hint, and a 登录 button that shows it is working.
 * Enter in either field submits (a native form submit).
 */
export function LoginForm({ login, onSignedIn }: LoginFormProps) {
  const t = useMessages(loginMessages);
  const ruleMessage = useRuleMessage();
  const capsLock = useCapsLock();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: loginRules,
    defaultValues: { username: '', password: '' },
  });
  // Registered in screen order: after a refused submit, react-hook-form focuses the first.
  const username = register('username');
  const password = register('password');

  // Fetch the rules once the page is up, so they are there before anyone presses 登录.
  useEffect(() => {
    void loadLoginRules();
  }, []);

  const submit = handleSubmit(async ({ username, password }) => {
    setFailure(null);
    try {
      await login(username, password);
    } catch (error) {
      setFailure(failureMessage(error, t.failed));
      // Most failures are a mistyped password: put the person back there, ready to retype.
      setFocus('password', { shouldSelect: true });
      return;
    }
    onSignedIn();
  });

  return (
    <form
      noValidate
      // A rejection here is the rules' module failing to load (the network is gone).
      onSubmit={(event) =>
        submit(event).catch((error: unknown) => setFailure(failureMessage(error, t.failed)))
      }
      className="flex flex-col gap-4"
      data-slot="login-form"
    >
      <FormField label={t.username} required error={ruleMessage(errors.username?.message)}>
        <Input
          size="lg"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...username}
        />
      </FormField>
      <div className="flex flex-col gap-1">
        <FormField label={t.password} required error={ruleMessage(errors.password?.message)}>
          <Input
            size="lg"
            type="password"
            autoComplete="current-password"
            showPasswordLabel={t.showPassword}
            {...password}
            onKeyDown={capsLock.track}
            onKeyUp={capsLock.track}
            onBlur={(event) => {
              capsLock.reset();
              return password.onBlur(event);
            }}
          />
        </FormField>
        {/* Always mounted and never display:none, so the hint is announced when it appears (the
            negative margin takes back the gap while empty). Not role="status": the page's one
            status is the server's. */}
        <p
          aria-live="polite"
          data-slot="caps-lock-hint"
          className="text-sm text-warning empty:-mt-1"
        >
          {capsLock.on && (
            <span className="flex items-center gap-1.5 font-medium">
              <KeyRound aria-hidden="true" className="size-[1.25em] shrink-0" />
              {t.capsLockOn}
            </span>
          )}
        </p>
      </div>
      {/* The server's answer to a failed sign-in; always mounted, as the hint above. */}
      <div role="alert" data-slot="login-failure" className="empty:-mt-4">
        {failure && (
          <p className="flex items-start gap-1.5 rounded-md border border-danger px-3 py-2 text-base text-danger">
            <CircleAlert aria-hidden="true" className="mt-[0.2em] size-[1.25em] shrink-0" />
            {failure}
          </p>
        )}
      </div>
      <Button type="submit" variant="primary" size="lg" loading={isSubmitting} className="w-full">
        {t.submit}
      </Button>
    </form>
  );
}
