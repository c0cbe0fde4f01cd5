import { Button, FormField, Input, useMessages } from '@cep/ui';
import { LockKeyhole } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIdleLock } from '../../hooks/layout-hooks';
import { idleLockMessages } from './messages';
import { useIdleCountdown } from './use-idle-countdown';

export interface IdleLockProps {
  /** The signed-in person, named on the lock screen. */
  userName: string;
  /**
   * Checks the password with the server. Resolve to unlock; reject with an `Error` whose message
   * is shown under the field (wrong password, too many attempts).
   */
  onUnlock: (password: string, code?: string) => Promise<void>;
  /**
   * Issue 30: the person has an authenticator app: the unlock asks for its six-digit code too (as
   * sign-in does), passed to `onUnlock`.
   */
  askCode?: boolean | undefined;
  /**
   * "Sign in as someone else": the app ends this session, clears its tabs (`useTagsView().clear`)
   * and drafts and goes to its sign-in page; the lock then lifts.
   */
  onSwitchUser: () => void;
  /**
   * Idle time before the lock, in ms. Default: the person's choice in the settings within the
   * provider's `idleLimits` (`useIdleLock().idleMinutes`).
   */
  idleMs?: number | undefined;
  /**
   * How long the countdown warning shows before the lock, in ms.
   * @default a third of idleMs, at most 60 s
   */
  warningMs?: number | undefined;
}

/**
 * The idle lock of shared clinic computers (issue 12): after `idleMs` without input it shows a
 * countdown warning over the page, then locks (`useIdleLock().locked`) and asks for the password.
 * It only covers: the app must take its pages out of view while `locked` (see the console's
 * shell) so no patient data stays readable under it. Unlocking keeps everything as it was.
 * @selector [data-slot="idle-lock"][data-state="warning"|"locked"]
 */
export function IdleLock({
  userName,
  onUnlock,
  onSwitchUser,
  idleMs,
  warningMs,
  askCode,
}: IdleLockProps) {
  const { locked, idleMinutes, lock, unlock } = useIdleLock();
  const idle = idleMs ?? idleMinutes * 60_000;
  const warning = warningMs ?? Math.min(60_000, Math.floor(idle / 3));
  const secondsLeft = useIdleCountdown({
    idleMs: idle,
    warningMs: warning,
    running: !locked,
    onIdle: lock,
  });
  if (locked) {
    return (
      <OnTop>
        <LockScreen
          userName={userName}
          askCode={askCode}
          onUnlock={async (...entered) => {
            await onUnlock(...entered);
            unlock();
          }}
          onSwitchUser={() => {
            onSwitchUser();
            unlock();
          }}
        />
      </OnTop>
    );
  }
  if (secondsLeft !== null) {
    return (
      <OnTop>
        <IdleWarning secondsLeft={secondsLeft} />
      </OnTop>
    );
  }
  return null;
}

/**
 * Straight into `<body>`, after whatever is there: a modal dialog open on the page (Radix) hides
 * the app's root from assistive technology and blocks its pointer events, and the warning must be
 * heard and used above it. `pointer-events-auto` undoes the body's `none` for the lock only.
 */
function OnTop({ children }: { children: ReactNode }) {
  return createPortal(<div className="pointer-events-auto">{children}</div>, document.body);
}

/**
 * The countdown: any input (a key, a click, the button, a mouse move) counts as being there and
 * closes it. Announced as an alert, not a dialog taking focus: focus stays where the person
 * left it (a dialog open on the page keeps it trapped anyway), and a key press there is enough.
 */
function IdleWarning({ secondsLeft }: { secondsLeft: number }) {
  const t = useMessages(idleLockMessages);
  const titleId = useId();
  return (
    <div
      role="alert"
      aria-labelledby={titleId}
      data-slot="idle-lock"
      data-state="warning"
      className="fixed inset-0 z-[100] flex items-center justify-center bg-foreground/40 p-4"
    >
      <div className="flex w-full max-w-sm flex-col gap-4 rounded-lg border border-border bg-background p-6 text-foreground shadow-lg">
        <h2 id={titleId} className="text-lg font-semibold">
          {t.warningTitle}
        </h2>
        <p>{t.warningText.replace('{seconds}', String(secondsLeft))}</p>
        <Button variant="primary" type="button">
          {t.keepWorking}
        </Button>
      </div>
    </div>
  );
}

function LockScreen({
  userName,
  onUnlock,
  onSwitchUser,
  askCode,
}: Pick<IdleLockProps, 'userName' | 'onUnlock' | 'onSwitchUser' | 'askCode'>) {
  const t = useMessages(idleLockMessages);
  const titleId = useId();
  const textId = useId();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setError(t.passwordRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await (askCode ? onUnlock(password, code) : onUnlock(password));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-slot="idle-lock"
      data-state="locked"
      className="fixed inset-0 z-[100] flex items-center justify-center overflow-auto bg-muted p-4 text-foreground"
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex w-full max-w-sm flex-col gap-4 rounded-lg border border-border bg-background p-6 shadow-lg"
      >
        <LockKeyhole aria-hidden="true" className="size-8 text-primary-text" />
        <h2 id={titleId} className="text-xl font-semibold">
          {t.lockedTitle}
        </h2>
        <p id={textId}>{t.lockedText.replace('{name}', userName)}</p>
        <FormField label={t.password} error={error ?? undefined} invalid={error !== null}>
          <Input
            type="password"
            autoComplete="current-password"
            // The one thing to do here: type the password.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={password}
            onValueChange={setPassword}
            showPasswordLabel={t.showPassword}
          />
        </FormField>
        {askCode && (
          <FormField label={t.code}>
            <Input
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onValueChange={setCode}
            />
          </FormField>
        )}
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t.unlocking : t.unlock}
        </Button>
        <Button type="button" variant="ghost" onClick={onSwitchUser}>
          {t.switchUser}
        </Button>
      </form>
    </div>
  );
}
