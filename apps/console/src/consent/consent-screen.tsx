import type { ApiClient } from '@cep/api-client';
import type { ConsentPurpose, ConsentPurposeState, ConsentState } from '@cep/contract';
import { Badge, Button, useLocale, useMessages } from '@cep/ui';
import { useId, useState } from 'react';
import { FailureLine, messageOf } from '../second-factor/failure-line';
import { wordsOf } from './consent-text';
import { consentMessages } from './messages';

/** The calls the screen makes (`api`'s; a story passes its own). */
export type ConsentScreenCalls = Pick<ApiClient, 'decideMyConsent'>;

type Choice = 'accepted' | 'declined';

/**
 * The consent screen (issue 32 item 2): a patient who has something to decide sees it before the
 * rest of the console. Plain words, large text, one card per purpose with 同意 / 不同意 (the
 * research one marked optional). The medical use must be accepted to go on: declining it says why
 * and offers to choose again or sign out. Decisions go to the server, which keeps each one.
 */
export function ConsentScreen({
  state,
  calls,
  onDecided,
  onSignOut,
}: {
  state: ConsentState;
  calls: ConsentScreenCalls;
  /** The state after the patient's choices (the gate opens when the medical use is accepted). */
  onDecided: (state: ConsentState) => void;
  onSignOut: () => void;
}) {
  const t = useMessages(consentMessages);
  const headingId = useId();
  // What is asked: every purpose due, and the medical use while it is not accepted.
  const asked = state.purposes.filter(
    (entry) => entry.due || (entry.purpose === 'medical' && !entry.accepted),
  );
  const [choices, setChoices] = useState<Partial<Record<ConsentPurpose, Choice>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  // Nothing due but the medical use not accepted (declined or withdrawn before): say why first.
  const [mode, setMode] = useState<'choose' | 'medicalNeeded'>(
    state.due ? 'choose' : 'medicalNeeded',
  );
  const refusedCare = mode === 'medicalNeeded';

  const submit = async () => {
    if (asked.some((entry) => !choices[entry.purpose])) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setFailure(null);
    setBusy(true);
    try {
      const next = await calls.decideMyConsent({
        decisions: asked.map((entry) => ({
          purpose: entry.purpose,
          version: entry.current.version,
          decision: choices[entry.purpose]!,
        })),
      });
      setChoices({});
      if (!next.careAllowed) setMode('medicalNeeded');
      onDecided(next);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main
      aria-labelledby={headingId}
      className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col gap-6 p-4 text-lg sm:p-8"
    >
      <h1 id={headingId} className="text-2xl font-semibold sm:text-3xl">
        {refusedCare ? t.medicalNeededTitle : t.screenTitle}
      </h1>
      {refusedCare ? (
        <MedicalNeeded onChooseAgain={() => setMode('choose')} onSignOut={onSignOut} />
      ) : (
        <>
          <p>{t.screenIntro}</p>
          {asked.map((entry) => (
            <PurposeChoice
              key={entry.purpose}
              entry={entry}
              choice={choices[entry.purpose]}
              onChoose={(choice) => setChoices((old) => ({ ...old, [entry.purpose]: choice }))}
            />
          ))}
          {choices.medical === 'declined' && (
            <p role="note" className="rounded-md border border-warning px-4 py-3">
              {t.medicalNeeded}
            </p>
          )}
          <div role="status" className="empty:hidden">
            {missing && <p className="text-danger">{t.chooseEach}</p>}
          </div>
          <FailureLine failure={failure} prefix={t.saveFailed} />
          <div className="flex flex-wrap gap-3">
            <Button variant="primary" size="lg" loading={busy} onClick={() => void submit()}>
              {t.submit}
            </Button>
            <Button size="lg" variant="text" onClick={onSignOut}>
              {t.signOut}
            </Button>
          </div>
        </>
      )}
    </main>
  );
}

/** One purpose: its text, read aloud-friendly, and the two choices as a pair of toggles. */
function PurposeChoice({
  entry,
  choice,
  onChoose,
}: {
  entry: ConsentPurposeState;
  choice: Choice | undefined;
  onChoose: (choice: Choice) => void;
}) {
  const t = useMessages(consentMessages);
  const locale = useLocale();
  const titleId = useId();
  const words = wordsOf(entry.current, locale);
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="text-xl font-semibold">
          {words.title}
        </h2>
        {entry.required && <Badge variant="warning">{t.required}</Badge>}
        {entry.purpose === 'research' && <Badge variant="info">{t.optional}</Badge>}
      </div>
      <p className="leading-relaxed">{words.body}</p>
      <div role="group" aria-labelledby={titleId} className="flex flex-wrap gap-3">
        <Button
          size="lg"
          variant={choice === 'accepted' ? 'primary' : 'default'}
          aria-pressed={choice === 'accepted'}
          onClick={() => onChoose('accepted')}
        >
          {t.accept}
        </Button>
        <Button
          size="lg"
          variant={choice === 'declined' ? 'primary' : 'default'}
          aria-pressed={choice === 'declined'}
          onClick={() => onChoose('declined')}
        >
          {t.decline}
        </Button>
      </div>
    </section>
  );
}

/** The medical use was declined: why it is needed, and the two ways on. */
function MedicalNeeded({
  onChooseAgain,
  onSignOut,
}: {
  onChooseAgain: () => void;
  onSignOut: () => void;
}) {
  const t = useMessages(consentMessages);
  return (
    <>
      <p>{t.medicalNeeded}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="primary" size="lg" onClick={onChooseAgain}>
          {t.chooseAgain}
        </Button>
        <Button size="lg" onClick={onSignOut}>
          {t.signOut}
        </Button>
      </div>
    </>
  );
}
