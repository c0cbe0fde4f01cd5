import type { ApiClient } from '@cep/api-client';
import type { MyErasure } from '@cep/contract';
import { Button, ConfirmDialog, useLocale, useMessages } from '@cep/ui';
import { useEffect, useId, useState } from 'react';
import { FailureLine, messageOf } from '../../../second-factor/failure-line';
import { ErasureStatementView } from './erasure-statement';
import { erasureMessages } from './messages';

/** The calls the section makes (`api`'s; a story passes its own). */
export type ErasureCalls = Pick<ApiClient, 'getMyErasure' | 'requestMyErasure'>;

/**
 * 申请删除个人信息 (issue 32 §5, PIPL Art. 47 with the medical-record exception): before asking,
 * the patient reads exactly what will be erased or anonymised and what is kept and why; then asks
 * (confirmed in a dialog). A pending request shows when it was made and its deadline; a rejected
 * one its reason, and the patient may ask again.
 */
export function ErasureSection({ calls }: { calls: ErasureCalls }) {
  const t = useMessages(erasureMessages);
  const locale = useLocale();
  const id = useId();
  const [mine, setMine] = useState<MyErasure | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    calls.getMyErasure().then(
      (answer) => current && setMine(answer),
      (error: unknown) => current && setFailure(messageOf(error)),
    );
    return () => {
      current = false;
    };
  }, [calls, attempt]);

  const ask = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await calls.requestMyErasure();
      setAttempt((count) => count + 1);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const request = mine?.request ?? null;
  const pending = request?.status === 'pending';
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 text-lg">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      {!mine && !failure && <p aria-busy="true">{t.loading}</p>}
      <div role="status" className="empty:hidden">
        {request && (
          <p className="rounded-md border border-info px-3 py-2" data-slot="erasure-request">
            {request.status === 'pending'
              ? t.pending(day.format(request.askedAt), day.format(request.deadline))
              : request.status === 'rejected'
                ? t.rejected(request.reason ?? '')
                : t.completed}
          </p>
        )}
      </div>
      {mine && <ErasureStatementView statement={mine.preview} />}
      <FailureLine failure={failure} prefix={t.failed} />
      {mine && !pending && (
        <ConfirmDialog
          title={t.confirmTitle}
          message={t.confirmMessage}
          confirmText={t.confirmYes}
          variant="danger"
          onConfirm={() => void ask()}
          trigger={
            <Button
              size="lg"
              variant="danger"
              loading={busy}
              disabled={busy}
              className="self-start"
            >
              {request?.status === 'rejected' ? t.askAgain : t.ask}
            </Button>
          }
        />
      )}
    </section>
  );
}
