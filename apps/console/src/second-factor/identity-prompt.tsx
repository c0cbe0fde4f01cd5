import type { ApiClient } from '@cep/api-client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  useMessages,
} from '@cep/ui';
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { secondFactorMessages } from '../i18n/second-factor-messages';
import { CodeInput } from './code-input';
import { FailureLine } from './failure-line';
import { identityRequest, settleIdentity } from '../identity-request';
import { useAttempt } from './use-attempt';

/** The calls the prompt makes (`api`'s; a story passes its own). */
export type IdentityCalls = Pick<ApiClient, 'getSecondFactor' | 'confirmIdentity'>;

function IdentityForm({ calls }: { calls: IdentityCalls }) {
  const t = useMessages(secondFactorMessages);
  const [method, setMethod] = useState<'password' | 'code' | null>(null);
  const [value, setValue] = useState('');
  const { busy, failure, setFailure, attempt } = useAttempt();
  useEffect(() => {
    // Those with an authenticator are asked for its code first; staff without a password here
    // (the identity provider's) can only use it.
    void calls.getSecondFactor().then(
      (status) => setMethod(status.enrolled || !status.hasPassword ? 'code' : 'password'),
      () => setMethod('password'),
    );
  }, [calls]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await attempt(async () => {
      await calls.confirmIdentity(method === 'code' ? { code: value } : { password: value });
      settleIdentity(true);
    });
  };
  if (!method) return null;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {method === 'code' ? (
        <FormField label={t.code} required description={t.codeHint}>
          <CodeInput value={value} onChange={(event) => setValue(event.target.value)} />
        </FormField>
      ) : (
        <FormField label={t.password} required>
          <Input
            size="lg"
            type="password"
            autoComplete="current-password"
            showPasswordLabel={t.showPassword}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </FormField>
      )}
      <Button
        variant="link"
        size="lg"
        className="self-start"
        onClick={() => {
          setValue('');
          setFailure(null);
          setMethod(method === 'code' ? 'password' : 'code');
        }}
      >
        {method === 'code' ? t.usePassword : t.useCode}
      </Button>
      <FailureLine failure={failure} prefix={t.failed} />
      <DialogFooter>
        <Button size="lg" onClick={() => settleIdentity(false)}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="primary" size="lg" loading={busy}>
          {t.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Mounted once in the shell: shows 请验证身份 while a request waits for it. */
export function IdentityPromptHost({ calls }: { calls: IdentityCalls }) {
  const t = useMessages(secondFactorMessages);
  const open = useSyncExternalStore(identityRequest.subscribe, identityRequest.isOpen);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && settleIdentity(false)}>
      <DialogContent data-slot="identity-prompt">
        <DialogHeader>
          <DialogTitle>{t.confirmTitle}</DialogTitle>
          <DialogDescription>{t.confirmIntro}</DialogDescription>
        </DialogHeader>
        {open && <IdentityForm calls={calls} />}
      </DialogContent>
    </Dialog>
  );
}
