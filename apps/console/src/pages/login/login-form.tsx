import { Button, FormField, Input, useMessages } from '@cep/ui';
import { CircleAlert, KeyRound } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import type * as LoginRules from './login-rules';
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

let rules: Promise<typeof LoginRules> | undefined;

/** The contract's rules, fetched once, when the form is first touched (see `login-rules.ts`). */
const loadLoginRules = () => (rules ??= import('./login-rules'));

type Field = 'username' | 'password';

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
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  /** After a refused submit the fields are checked again as the person types. */
  const [checkOnChange, setCheckOnChange] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const values = () => ({
    username: usernameInput.current?.value ?? '',
    password: passwordInput.current?.value ?? '',
  });

  const recheck = () => {
    if (checkOnChange)
      void loadLoginRules().then(({ fieldErrors }) => setErrors(fieldErrors(values()).errors));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    setSubmitting(true);
    try {
      const checked = (await loadLoginRules()).fieldErrors(values());
      setErrors(checked.errors);
      if (!checked.data) {
        setCheckOnChange(true);
        // Screen order: the first refused field gets the focus.
        (checked.errors.username ? usernameInput : passwordInput).current?.focus();
        return;
      }
      try {
        await login(checked.data.username, checked.data.password);
      } catch (error) {
        setFailure(failureMessage(error, t.failed));
        // Most failures are a mistyped password: put the person back there, ready to retype.
        passwordInput.current?.focus();
        passwordInput.current?.select();
        return;
      }
      onSignedIn();
    } catch (error) {
      // The rules' module could not load (the network is gone).
      setFailure(failureMessage(error, t.failed));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      // The rules load when the person first reaches the form, before they press 登录.
      onFocus={() => void loadLoginRules()}
      className="flex flex-col gap-4"
      data-slot="login-form"
    >
      <FormField label={t.username} required error={ruleMessage(errors.username)}>
        <Input
          ref={usernameInput}
          name="username"
          size="lg"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          onChange={recheck}
        />
      </FormField>
      <div className="flex flex-col gap-1">
        <FormField label={t.password} required error={ruleMessage(errors.password)}>
          <Input
            ref={passwordInput}
            name="password"
            size="lg"
            type="password"
            autoComplete="current-password"
            showPasswordLabel={t.showPassword}
            onChange={recheck}
            onKeyDown={capsLock.track}
            onKeyUp={capsLock.track}
            onBlur={capsLock.reset}
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
      <Button type="submit" variant="primary" size="lg" loading={submitting} className="w-full">
        {t.submit}
      </Button>
    </form>
  );
}
