import { usePermission } from '@cep/auth/react';
import type { Finding, Patient } from '@cep/contract';
import { Button, useMessages } from '@cep/ui';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../api-client';
import { notifySuccess } from '../../../feedback/toasts';
import { FindingCard } from './finding-card';
import { assistantMessages } from './messages';
import { RejectDialog } from './reject-dialog';

interface Loaded {
  suggestions: Finding[];
  alerts: Finding[];
}

/**
 * 智能建议 tab of a patient's training page (issue 14): the assistant's open suggestions and
 * reminders to accept or reject, the patient's alerts, and what was decided before. Accepting
 * changes the plan on the server; the server refuses a suggestion that no longer fits (40901),
 * and its message shows as a toast.
 */
export function AssistantTab({ patient }: { patient: Patient }) {
  const t = useMessages(assistantMessages);
  const canDecide = usePermission('recommendation:decide');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState<Finding | null>(null);

  const load = useCallback(() => {
    return Promise.all([
      api.listRecommendations({ patientId: patient.id, pageNum: 1, pageSize: 50 }),
      api.listAlerts({ patientId: patient.id, pageNum: 1, pageSize: 20 }),
    ])
      .then(([suggestions, alerts]) =>
        setLoaded({ suggestions: suggestions.list, alerts: alerts.list }),
      )
      .catch(() => setFailed(true));
  }, [patient.id]);
  useEffect(() => {
    void load();
  }, [load]);

  const run = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) notifySuccess(done);
    } catch {
      // The client's error toast has said why.
    } finally {
      setBusy(false);
      await load();
    }
  };

  if (failed) {
    return (
      <p role="alert" className="flex items-center gap-2">
        {t.loadFailed}
        <Button
          size="sm"
          onClick={() => {
            setFailed(false);
            void load();
          }}
        >
          {t.retry}
        </Button>
      </p>
    );
  }
  if (!loaded) return <p aria-busy="true">…</p>;

  const open = loaded.suggestions.filter((f) => f.status === 'open');
  const decided = loaded.suggestions.filter((f) => f.status !== 'open');
  return (
    <section aria-labelledby="assistant-title" className="flex flex-col gap-4">
      <div>
        <h3 id="assistant-title" className="text-lg font-semibold">
          {t.title}
        </h3>
        <p className="text-muted-foreground">{t.intro}</p>
        {!canDecide && <p>{t.readOnly}</p>}
      </div>
      <section aria-labelledby="assistant-open" className="flex flex-col gap-2">
        <h4 id="assistant-open" className="font-semibold">
          {t.open}
        </h4>
        {open.length === 0 && <p className="text-muted-foreground">{t.none}</p>}
        {open.map((finding) => (
          <FindingCard
            key={finding.id}
            finding={finding}
            busy={busy}
            onAccept={
              canDecide
                ? () => void run(() => api.acceptRecommendation(finding.id), t.accepted)
                : undefined
            }
            onReject={canDecide ? () => setRejecting(finding) : undefined}
          />
        ))}
      </section>
      <section aria-labelledby="assistant-alerts" className="flex flex-col gap-2">
        <h4 id="assistant-alerts" className="font-semibold">
          {t.alerts}
        </h4>
        {loaded.alerts.length === 0 && <p className="text-muted-foreground">{t.noAlerts}</p>}
        {loaded.alerts.map((finding) => (
          <FindingCard
            key={finding.id}
            finding={finding}
            busy={busy}
            onRead={finding.read ? undefined : () => void run(() => api.readAlerts([finding.id]))}
          />
        ))}
      </section>
      {decided.length > 0 && (
        <section aria-labelledby="assistant-decided" className="flex flex-col gap-2">
          <h4 id="assistant-decided" className="font-semibold">
            {t.decided}
          </h4>
          {decided.map((finding) => (
            <FindingCard key={finding.id} finding={finding} />
          ))}
        </section>
      )}
      <RejectDialog
        open={rejecting !== null}
        busy={busy}
        onOpenChange={(next) => !next && setRejecting(null)}
        onConfirm={(reason) => {
          const finding = rejecting;
          setRejecting(null);
          if (finding) {
            void run(() => api.rejectRecommendation(finding.id, reason || undefined), t.rejected);
          }
        }}
      />
    </section>
  );
}
