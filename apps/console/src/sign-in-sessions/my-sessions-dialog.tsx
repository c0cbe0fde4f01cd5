import type { SignInSession } from '@cep/contract';
import {
  Badge,
  Button,
  confirm,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  formatTime,
  useMessages,
} from '@cep/ui';
import { LaptopMinimal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { notifySuccess } from '../feedback/toasts';
import { signInSessionsMessages } from '../i18n/sign-in-sessions-messages';

/** The calls the dialog makes (`api`'s; a story passes its own). */
export interface MySessionsCalls {
  listMySessions(): Promise<SignInSession[]>;
  endMySession(id: string): Promise<unknown>;
  endMyOtherSessions(): Promise<{ ended: number }>;
}

export interface MySessionsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  calls: MySessionsCalls;
}

type Loaded =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; sessions: SignInSession[] };

/** The list inside the open dialog: mounted on each opening, so it is always read fresh. */
function MySessionsList({ calls }: { calls: MySessionsCalls }) {
  const t = useMessages(signInSessionsMessages);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [busy, setBusy] = useState(false);

  /** The list as the server has it now; `serial` counts the readings asked for (retry, after an end). */
  const [serial, setSerial] = useState(0);
  useEffect(() => {
    let current = true;
    calls.listMySessions().then(
      (sessions) => {
        if (current) setLoaded({ state: 'ready', sessions });
      },
      () => {
        if (current) setLoaded({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [calls, serial]);
  const load = () => {
    setLoaded({ state: 'loading' });
    setSerial((n) => n + 1);
  };

  /** Asks, ends, says so and reads the list again; a refusal was shown by the API client. */
  const run = async (question: string, work: () => Promise<string>) => {
    if (!(await confirm({ message: question, variant: 'danger' }))) return;
    setBusy(true);
    try {
      notifySuccess(await work());
    } catch {
      // Shown by the API client (the device was already signed out, …): the list says how it is now.
    } finally {
      setBusy(false);
    }
    load();
  };

  if (loaded.state === 'loading') {
    return (
      <p role="status" className="py-6 text-center text-base text-muted-foreground">
        {t.loading}
      </p>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-6 text-base">
        <p>{t.loadFailed}</p>
        <Button size="lg" onClick={load}>
          {t.retry}
        </Button>
      </div>
    );
  }
  const { sessions } = loaded;
  const others = sessions.filter((session) => !session.current);
  return (
    <>
      <ul className="flex flex-col gap-3" data-slot="my-sessions">
        {sessions.map((session) => {
          const browser = session.browser ?? t.unknownBrowser;
          const signedInAt = formatTime(session.signedInAt);
          return (
            <li
              key={session.id}
              className="flex flex-wrap items-start gap-3 rounded-md border border-border p-3"
              data-current={session.current || undefined}
            >
              <LaptopMinimal aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2 text-base font-medium">
                  {browser}
                  {session.current && <Badge variant="primary">{t.current}</Badge>}
                </p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
                  {session.ip && (
                    <>
                      <dt>{t.address}</dt>
                      <dd className="break-all">{session.ip}</dd>
                    </>
                  )}
                  {session.method && (
                    <>
                      <dt>{t.method}</dt>
                      <dd>{t.methods[session.method]}</dd>
                    </>
                  )}
                  <dt>{t.signedInAt}</dt>
                  <dd>{signedInAt}</dd>
                  <dt>{t.lastSeen}</dt>
                  <dd>{formatTime(session.lastSeenAt)}</dd>
                </dl>
              </div>
              {!session.current && (
                <Button
                  size="lg"
                  variant="danger"
                  disabled={busy}
                  aria-label={t.endLabel(browser, signedInAt)}
                  onClick={() =>
                    void run(t.confirmEnd(browser), async () => {
                      await calls.endMySession(session.id);
                      return t.ended;
                    })
                  }
                >
                  {t.end}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length === 0 && <p className="text-base text-muted-foreground">{t.onlyThis}</p>}
      <DialogFooter>
        <DialogClose asChild>
          <Button size="lg">{t.close}</Button>
        </DialogClose>
        {others.length > 0 && (
          <Button
            size="lg"
            variant="danger"
            disabled={busy}
            onClick={() =>
              void run(t.confirmEndOthers, async () =>
                t.endedOthers((await calls.endMyOtherSessions()).ended),
              )
            }
          >
            {t.endOthers}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}

/**
 * 我的登录设备 (avatar menu, issue 30): where the account is signed in — browser, address, how and
 * when it signed in, when it was last active — this device marked 当前设备. Ending one, or all the
 * others, asks first; the device is signed out at once (its next request, its live feeds) and
 * told why on its sign-in page.
 */
export function MySessionsDialog({ open, onOpenChange, calls }: MySessionsDialogProps) {
  const t = useMessages(signInSessionsMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg" data-slot="my-sessions-dialog">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        {open && <MySessionsList calls={calls} />}
      </DialogContent>
    </Dialog>
  );
}
