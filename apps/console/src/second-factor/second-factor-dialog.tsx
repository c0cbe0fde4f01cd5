import type { ApiClient } from '@cep/api-client';
import type { SecondFactorStatus } from '@cep/contract';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  toast,
  useMessages,
} from '@cep/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { secondFactorMessages } from '../i18n/second-factor-messages';
import { CodeInput } from './code-input';
import { FailureLine, messageOf } from './failure-line';
import { TotpEnrolment } from './totp-enrolment';
import { useAttempt } from './use-attempt';

/** The calls the dialog makes (`api`'s; a story passes its own). */
export type SecondFactorCalls = Pick<
  ApiClient,
  'getSecondFactor' | 'startTotpEnrolment' | 'confirmTotpEnrolment' | 'disableTotp'
>;

export interface SecondFactorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  calls: SecondFactorCalls;
}

/** Turning it off takes a current code (a stolen session alone cannot). */
function DisableForm({
  disableTotp,
  onDone,
}: {
  disableTotp: SecondFactorCalls['disableTotp'];
  onDone: () => void;
}) {
  const t = useMessages(secondFactorMessages);
  const [code, setCode] = useState('');
  const { busy, failure, attempt } = useAttempt();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await attempt(async () => {
      await disableTotp({ code });
      toast.success(t.disabled);
      onDone();
    });
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormField label={t.code} required description={t.codeHint}>
        <CodeInput value={code} onChange={(event) => setCode(event.target.value)} />
      </FormField>
      <FailureLine failure={failure} prefix={t.failed} />
      <Button type="submit" size="lg" loading={busy}>
        {t.disable}
      </Button>
    </form>
  );
}

/** The dialog's body, mounted on each opening: it reads where the person stands first. */
function SecondFactorBody({ calls, onClose }: { calls: SecondFactorCalls; onClose: () => void }) {
  const t = useMessages(secondFactorMessages);
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    calls.getSecondFactor().then(
      (loaded) => current && setStatus(loaded),
      (error: unknown) => current && setFailure(messageOf(error)),
    );
    return () => {
      current = false;
    };
  }, [calls]);
  if (!status) return <FailureLine failure={failure} prefix={t.failed} />;
  return (
    <div className="flex flex-col gap-4">
      <p data-slot="second-factor-status">
        {status.enrolled ? t.enrolledStatus : t.notEnrolledStatus}
        {status.required ? ` ${t.requiredByRole}` : ''}
      </p>
      {status.enrolled ? (
        <>
          <p>{t.recoveryLeft(status.recoveryCodesLeft)}</p>
          {!status.required && <DisableForm disableTotp={calls.disableTotp} onDone={onClose} />}
        </>
      ) : (
        <TotpEnrolment
          start={calls.startTotpEnrolment}
          confirm={calls.confirmTotpEnrolment}
          onDone={() => {
            toast.success(t.enrolled);
            onClose();
          }}
        />
      )}
    </div>
  );
}

/** 两步验证 (avatar menu, issue 30): bind an authenticator app, or turn it off. */
export function SecondFactorDialog({ open, onOpenChange, calls }: SecondFactorDialogProps) {
  const t = useMessages(secondFactorMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="second-factor-dialog">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.intro}</DialogDescription>
        </DialogHeader>
        {open && <SecondFactorBody calls={calls} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
