import { usePermission } from '@cep/auth/react';
import type { ApiClient } from '@cep/api-client';
import type { ConsentPurpose, ConsentState, Patient } from '@cep/contract';
import { Badge, Button, FormField, Select, useLocale, useMessages } from '@cep/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { api } from '../../../api-client';
import { dayOf, wordsOf } from '../../../consent/consent-text';
import { consentMessages } from '../../../consent/messages';
import { notifySuccess } from '../../../feedback/toasts';
import { FailureLine, messageOf } from '../../../second-factor/failure-line';
import { consentTabMessages } from './consent-tab-messages';

/** The calls the tab makes (`api`'s; a story passes its own). */
export type ConsentTabCalls = Pick<
  ApiClient,
  'getPatientConsent' | 'recordPaperConsent' | 'uploadFile' | 'getFile'
>;

/** 知情同意 on the patient's page, over the console's API client. */
export function ConsentTab({ patient }: { patient: Patient }) {
  const canRecord = usePermission('consent:record');
  return <ConsentPanel patientId={patient.id} calls={api} canRecord={canRecord} />;
}

type PaperChoice = 'accepted' | 'declined' | '';

/**
 * 知情同意 (issue 32 item 2): where the patient stands on each purpose, every decision ever made
 * (a paper one with its scan, viewable by the care team), and — for holders of 'consent:record'
 * (the admin, the patient's care team) — a paper consent recorded with its scan (image or PDF).
 */
export function ConsentPanel({
  patientId,
  calls,
  canRecord,
}: {
  patientId: number;
  calls: ConsentTabCalls;
  /** Holds 'consent:record' (the server also asks for the patient's care team). */
  canRecord: boolean;
}) {
  const t = useMessages(consentTabMessages);
  const words = useMessages(consentMessages);
  const locale = useLocale();
  const headingId = useId();
  const [state, setState] = useState<ConsentState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(() => {
    calls
      .getPatientConsent(patientId)
      .then(setState, (error: unknown) => setFailure(messageOf(error)));
  }, [calls, patientId]);
  useEffect(load, [load]);

  const openScan = async (scanUrl: string) => {
    try {
      const blob = await calls.getFile(scanUrl);
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  const titleOf = (purpose: ConsentPurpose) => {
    const entry = state?.purposes.find((one) => one.purpose === purpose);
    return entry ? wordsOf(entry.current, locale).title : purpose;
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t.title}
      </h2>
      <FailureLine failure={failure} prefix={t.failed} />
      {state === null ? (
        failure === null && <p role="status">{t.loading}</p>
      ) : (
        <>
          {!state.careAllowed && (
            <p role="note" className="rounded-md border border-warning px-3 py-2">
              {t.noCare}
            </p>
          )}
          <table className="w-full text-left">
            <caption className="sr-only">{t.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t.purpose}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.versionAndDate}</th>
              </tr>
            </thead>
            <tbody>
              {state.purposes.map((entry) => {
                const status =
                  entry.due && entry.latest ? 'due' : (entry.latest?.decision ?? 'undecided');
                return (
                  <tr key={entry.purpose} className="border-t">
                    <th scope="row" className="py-2 font-normal">
                      {wordsOf(entry.current, locale).title}
                    </th>
                    <td>
                      <Badge variant={entry.accepted ? 'success' : 'default'}>
                        {words.decision[status]}
                      </Badge>
                    </td>
                    <td>
                      {entry.latest
                        ? `${words.version(entry.latest.version)} · ${dayOf(entry.latest.decidedAt)}`
                        : '—'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {state.history.length > 0 && (
            <details>
              <summary className="cursor-pointer py-2">
                {t.history} ({state.history.length})
              </summary>
              <ul className="flex flex-col gap-1">
                {state.history.map((decision) => (
                  <li key={decision.id} className="flex flex-wrap items-center gap-2">
                    <span>
                      {dayOf(decision.decidedAt)} · {titleOf(decision.purpose)} ·{' '}
                      {words.decision[decision.decision]} · {words.version(decision.version)} ·{' '}
                      {decision.method === 'paper' ? words.onPaper : t.inApp}
                      {decision.recordedByName ? ` · ${decision.recordedByName}` : ''}
                    </span>
                    {decision.scanUrl && (
                      <Button size="sm" onClick={() => void openScan(decision.scanUrl!)}>
                        {t.viewScan}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {canRecord && (
            <PaperConsentForm
              state={state}
              calls={calls}
              onRecorded={(next) => {
                setState(next);
                notifySuccess(t.recorded);
              }}
            />
          )}
        </>
      )}
    </section>
  );
}

/** 登记纸质同意书: the scan, and each purpose as the form says (or left out). */
function PaperConsentForm({
  state,
  calls,
  onRecorded,
}: {
  state: ConsentState;
  calls: ConsentTabCalls;
  onRecorded: (state: ConsentState) => void;
}) {
  const t = useMessages(consentTabMessages);
  const locale = useLocale();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [choices, setChoices] = useState<Partial<Record<ConsentPurpose, PaperChoice>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const record = async () => {
    const decisions = state.purposes
      .filter((entry) => choices[entry.purpose])
      .map((entry) => ({
        purpose: entry.purpose,
        version: entry.current.version,
        decision: choices[entry.purpose] as 'accepted' | 'declined',
      }));
    if (!file) return setFailure(t.needScan);
    if (decisions.length === 0) return setFailure(t.needChoice);
    setBusy(true);
    setFailure(null);
    try {
      const scanUrl = await calls.uploadFile(file, { module: 'consent' });
      onRecorded(
        await calls.recordPaperConsent({ patientId: state.patientId, scanUrl, decisions }),
      );
      setChoices({});
      setFile(null);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label={t.paperTitle}
      className="flex flex-col gap-3 rounded-lg border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void record();
      }}
    >
      <h3 className="font-semibold">{t.paperTitle}</h3>
      <p className="text-sm">{t.paperHint}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId}>{t.scan}</label>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/bmp,application/pdf"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      {state.purposes.map((entry) => (
        <FormField key={entry.purpose} label={wordsOf(entry.current, locale).title}>
          <Select
            value={choices[entry.purpose] || 'none'}
            onValueChange={(value) =>
              setChoices((old) => ({
                ...old,
                [entry.purpose]: value === 'none' ? '' : (value as PaperChoice),
              }))
            }
            options={[
              { value: 'none', label: t.notOnForm },
              { value: 'accepted', label: t.paperAccepted },
              { value: 'declined', label: t.paperDeclined },
            ]}
          />
        </FormField>
      ))}
      <FailureLine failure={failure} prefix={t.failed} />
      <div>
        <Button type="submit" variant="primary" loading={busy}>
          {t.recordPaper}
        </Button>
      </div>
    </form>
  );
}
