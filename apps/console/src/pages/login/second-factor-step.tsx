import type { RecoveryCodes, SecondFactorCheck, TotpEnrolment as Enrolment } from '@cep/contract';
import { Button, FormField, Input, useMessages } from '@cep/ui';
import { useState, type FormEvent } from 'react';
import { secondFactorMessages } from '../../i18n/second-factor-messages';
import { CodeInput } from '../../second-factor/code-input';
import { FailureLine } from '../../second-factor/failure-line';
import { TotpEnrolment } from '../../second-factor/totp-enrolment';
import { useAttempt } from '../../second-factor/use-attempt';

export interface SecondFactorStepProps {
  /** The person has an authenticator bound (else their role requires one: they bind it now). */
  enrolled: boolean;
  verify: (check: SecondFactorCheck) => Promise<unknown>;
  start: () => Promise<Enrolment>;
  confirm: (body: { code: string }) => Promise<RecoveryCodes>;
  /** The second factor is done: on into the console. */
  onDone: () => void;
  /** 返回登录: the pending session is ended. */
  onCancel: () => void;
}

/**
 * Sign-in's second step (issue 30), after the password: the authenticator's six digits (numeric
 * keypad, one-time-code autofill) or, by 使用恢复码, one recovery code; a person whose role
 * requires a second factor and who has none binds an authenticator here first.
 */
export function SecondFactorStep({
  enrolled,
  verify,
  start,
  confirm,
  onDone,
  onCancel,
}: SecondFactorStepProps) {
  const t = useMessages(secondFactorMessages);
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const { busy, failure, setFailure, attempt } = useAttempt();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await attempt(async () => {
      await verify(recovery ? { recoveryCode: value } : { code: value });
      onDone();
    });
  };

  return (
    <section className="flex flex-col gap-4" data-slot="second-factor-step">
      <h2 className="text-lg font-semibold">{t.stepTitle}</h2>
      {enrolled ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <p>{recovery ? t.recoveryIntro : t.stepIntro}</p>
          {recovery ? (
            <FormField label={t.recoveryCode} required>
              <Input
                size="lg"
                autoComplete="off"
                spellCheck={false}
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            </FormField>
          ) : (
            <FormField label={t.code} required description={t.codeHint}>
              <CodeInput
                // The one thing to do on this step: type the code.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            </FormField>
          )}
          <FailureLine failure={failure} prefix={t.failed} />
          <Button type="submit" variant="primary" size="lg" loading={busy}>
            {t.verify}
          </Button>
          <Button
            variant="link"
            size="lg"
            className="self-start"
            onClick={() => {
              setRecovery(!recovery);
              setValue('');
              setFailure(null);
            }}
          >
            {recovery ? t.useAppCode : t.useRecoveryCode}
          </Button>
        </form>
      ) : (
        <>
          <p>{t.enrolFirst}</p>
          <TotpEnrolment start={start} confirm={confirm} onDone={onDone} />
        </>
      )}
      <Button variant="link" size="lg" className="self-start" onClick={onCancel}>
        {t.backToSignIn}
      </Button>
    </section>
  );
}
