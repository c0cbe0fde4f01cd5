import type { RecoveryCodes, TotpEnrolment as Enrolment } from '@cep/contract';
import { Button, FormField, useMessages } from '@cep/ui';
import { useState, type FormEvent } from 'react';
import { secondFactorMessages } from '../i18n/second-factor-messages';
import { CodeInput } from './code-input';
import { FailureLine } from './failure-line';
import { useAttempt } from './use-attempt';

export interface TotpEnrolmentProps {
  /** `api.startTotpEnrolment`: a new secret and its QR code. */
  start: () => Promise<Enrolment>;
  /** `api.confirmTotpEnrolment`: binds it; the recovery codes. */
  confirm: (body: { code: string }) => Promise<RecoveryCodes>;
  /** The person saved their recovery codes. */
  onDone: () => void;
}

/** `ABCD EFGH …`: the secret in groups of four, for reading it out or typing it in. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Binding an authenticator app: the QR code (an <img> of the server's SVG) and the secret typed
 * out, a code to confirm, then the ten recovery codes, shown this once.
 */
export function TotpEnrolment({ start, confirm, onDone }: TotpEnrolmentProps) {
  const t = useMessages(secondFactorMessages);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const { busy, failure, attempt } = useAttempt();

  const begin = async () => {
    await attempt(async () => {
      setEnrolment(await start());
    });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await attempt(async () => {
      setCodes((await confirm({ code })).recoveryCodes);
    });
  };

  if (codes) {
    return (
      <section className="flex flex-col gap-3" data-slot="recovery-codes">
        <h3 className="text-lg font-semibold">{t.recoveryTitle}</h3>
        <p>{t.recoveryIntro}</p>
        <ol className="grid grid-cols-2 gap-2 font-mono text-lg" aria-label={t.recoveryTitle}>
          {codes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </ol>
        <Button variant="primary" size="lg" onClick={onDone}>
          {t.recoveryDone}
        </Button>
      </section>
    );
  }
  if (!enrolment) {
    return (
      <div className="flex flex-col gap-3">
        <FailureLine failure={failure} prefix={t.failed} />
        <Button variant="primary" size="lg" loading={busy} onClick={() => void begin()}>
          {t.start}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="font-medium">{t.scanQr}</p>
      <img
        src={enrolment.qrCode}
        alt={t.qrAlt}
        width={192}
        height={192}
        // The SVG brings its own white ground (scanners need it, in a dark theme too).
        className="self-center rounded-md"
      />
      <p>
        {t.typeSecret}
        <br />
        <code className="font-mono text-lg break-all" data-slot="totp-secret">
          {groupedSecret(enrolment.secret)}
        </code>
      </p>
      <p className="font-medium">{t.confirmEnrolment}</p>
      <FormField label={t.code} required description={t.codeHint}>
        <CodeInput value={code} onChange={(event) => setCode(event.target.value)} />
      </FormField>
      <FailureLine failure={failure} prefix={t.failed} />
      <Button type="submit" variant="primary" size="lg" loading={busy}>
        {t.confirm}
      </Button>
    </form>
  );
}
