import type { ApiClient } from '@cep/api-client';
import type { ConsentPurposeState, ConsentState } from '@cep/contract';
import { Badge, Button, confirm, useLocale, useMessages } from '@cep/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { announceConsentChanged } from '../../../consent/consent-events';
import { dayOf, wordsOf } from '../../../consent/consent-text';
import { consentMessages } from '../../../consent/messages';
import { notifySuccess } from '../../../feedback/toasts';
import { FailureLine, messageOf } from '../../../second-factor/failure-line';

/** The calls the section makes (`api`'s; a story passes its own). */
export type ConsentSectionCalls = Pick<ApiClient, 'getMyConsent' | 'decideMyConsent'>;

/**
 * 我的同意 (issue 32 item 2): each purpose with the patient's current decision, its version and
 * date, and 撤回同意 / 同意 again. A withdrawal is confirmed first, in plain words: what stops,
 * and that the medical record is kept. Withdrawing the medical use is allowed; the console then
 * shows only the consent screen (the shell's gate hears of it) and the care team sees it.
 */
export function ConsentSection({ calls }: { calls: ConsentSectionCalls }) {
  const t = useMessages(consentMessages);
  const headingId = useId();
  const [state, setState] = useState<ConsentState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(() => {
    calls.getMyConsent().then(
      (loaded) => (loaded ? setState(loaded) : setFailure(t.noRecord)),
      (error: unknown) => setFailure(messageOf(error)),
    );
  }, [calls, t]);
  useEffect(load, [load]);

  const decide = async (entry: ConsentPurposeState, decision: 'accepted' | 'withdrawn') => {
    if (decision === 'withdrawn') {
      const yes = await confirm({
        title: t.withdrawTitle,
        message: (
          <span className="flex flex-col gap-2 text-lg">
            <span>{t.withdrawEffect[entry.purpose]}</span>
            <span>{t.recordKept}</span>
          </span>
        ),
        confirmText: t.confirmWithdraw,
        cancelText: t.cancel,
        variant: 'danger',
      });
      if (!yes) return;
    }
    setFailure(null);
    try {
      const next = await calls.decideMyConsent({
        decisions: [{ purpose: entry.purpose, version: entry.current.version, decision }],
      });
      setState(next);
      notifySuccess(decision === 'withdrawn' ? t.withdrawn : t.accepted);
      announceConsentChanged();
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {t.sectionTitle}
      </h2>
      <p className="text-lg">{t.sectionIntro}</p>
      <FailureLine failure={failure} prefix={t.saveFailed} />
      {state === null ? (
        failure === null && (
          <p role="status" className="text-lg">
            {t.loading}
          </p>
        )
      ) : (
        <ul className="flex flex-col gap-4">
          {state.purposes.map((entry) => (
            <PurposeRow key={entry.purpose} entry={entry} onDecide={decide} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One purpose: its title, where the patient stands, and the one action that changes it. */
function PurposeRow({
  entry,
  onDecide,
}: {
  entry: ConsentPurposeState;
  onDecide: (entry: ConsentPurposeState, decision: 'accepted' | 'withdrawn') => Promise<void>;
}) {
  const t = useMessages(consentMessages);
  const locale = useLocale();
  const titleId = useId();
  const words = wordsOf(entry.current, locale);
  const latest = entry.latest;
  const status = entry.due && latest ? 'due' : (latest?.decision ?? 'undecided');
  const [busy, setBusy] = useState(false);
  const act = async (decision: 'accepted' | 'withdrawn') => {
    setBusy(true);
    try {
      await onDecide(entry, decision);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border p-4 text-lg"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          {words.title}
        </h3>
        {entry.required && <Badge variant="warning">{t.required}</Badge>}
        {entry.purpose === 'research' && <Badge variant="info">{t.optional}</Badge>}
      </div>
      <p>
        <span className="font-semibold">{t.decision[status]}</span>
        {latest && (
          <>
            {' · '}
            {t.version(latest.version)}
            {' · '}
            {t.decidedOn(dayOf(latest.decidedAt))}
            {latest.method === 'paper' && ` · ${t.onPaper}`}
          </>
        )}
      </p>
      <details>
        <summary className="min-h-11 cursor-pointer py-2 text-primary-text underline">
          {t.readText}
        </summary>
        <p className="leading-relaxed">{words.body}</p>
      </details>
      <div>
        {entry.accepted ? (
          <Button size="lg" variant="danger" loading={busy} onClick={() => void act('withdrawn')}>
            {t.withdraw}
          </Button>
        ) : (
          <Button size="lg" variant="primary" loading={busy} onClick={() => void act('accepted')}>
            {t.acceptAgain}
          </Button>
        )}
      </div>
    </li>
  );
}
