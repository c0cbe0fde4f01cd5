import type { ExerciseList, PatientProgress, TrainingPlan } from '@cep/contract';
import { Button, useMessages } from '@cep/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../api-client';
import { useOnline, useOutbox } from '../../../training-outbox';
import { prefetchScreens } from './exercise-screen';
import { patientTrainingMessages } from './messages';
import { OutboxStatus } from './outbox-status';
import { SessionPlayer } from './session-player';
import { loadSession, saveSession, type SavedSession } from './session-store';
import { TodayOverview } from './today-overview';
import { chinaToday } from '../china-day';

interface Today {
  patientId: number;
  plan: TrainingPlan | null;
  catalogue: ExerciseList;
  days: PatientProgress['days'];
}

/** The patient's own record, active plan, the catalogue and the plan's days. */
async function loadToday(): Promise<Today | null> {
  const own = (await api.listPatients({ pageNum: 1, pageSize: 1 })).list[0];
  if (!own) return null;
  const [plans, catalogue, progress] = await Promise.all([
    api.listTrainingPlans({ patientId: own.id, status: 'active', pageNum: 1, pageSize: 1 }),
    api.listExercises(),
    api.getPatientProgress({ patientId: own.id }),
  ]);
  return { patientId: own.id, plan: plans.list[0] ?? null, catalogue, days: progress.days };
}

type Phase =
  { kind: 'today' } | { kind: 'playing'; session: SavedSession } | { kind: 'done' | 'ended' };

/**
 * 今日训练 (the patient's /cognitive-training): today's exercises, a session played through the
 * exercise screens, results kept in the browser until the server has them, and the week.
 */
export default function PatientTrainingPage() {
  const t = useMessages(patientTrainingMessages);
  const [today, setToday] = useState<Today | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'today' });
  const { outbox, counts } = useOutbox(today?.patientId ?? null);
  const online = useOnline();

  const load = useCallback(() => loadToday().then(setToday, () => setFailed(true)), []);
  useEffect(() => {
    void load();
  }, [load]);
  // Once everything waiting has reached the server, show the levels and week as it now has them.
  const waitedBefore = useRef(0);
  useEffect(() => {
    if (waitedBefore.current > 0 && counts.waiting === 0) {
      void loadToday().then(setToday, () => {});
    }
    waitedBefore.current = counts.waiting;
  }, [counts.waiting]);

  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-lg">
        <p>{t.loadFailed}</p>
        <Button
          size="lg"
          onClick={() => {
            setFailed(false);
            void load();
          }}
        >
          {t.retry}
        </Button>
      </div>
    );
  }
  // The buttons wait for the outbox too (it opens from IndexedDB): a press before would be lost.
  if (today === undefined || (today?.plan && !outbox)) return <p role="status">{t.loading}</p>;
  if (today === null || today.plan === null) return <p className="text-lg">{t.noPlan}</p>;

  const { plan, patientId } = today;
  const saved = loadSession(patientId, plan.id);

  function begin(session: SavedSession) {
    if (!outbox) return;
    void prefetchScreens(plan.items.map((item) => item.kind));
    saveSession(patientId, session);
    setPhase({ kind: 'playing', session });
  }
  function startNew() {
    if (!outbox) return;
    // 重新开始: the unfinished session ends as abandoned (what it recorded stays).
    if (saved) {
      void outbox.add({
        type: 'finish',
        body: { clientId: saved.sessionClientId, planId: plan.id, outcome: 'abandoned' },
      });
    }
    const session: SavedSession = {
      sessionClientId: crypto.randomUUID(),
      planId: plan.id,
      startedAt: Date.now(),
      position: 0,
      // Results of an earlier session may still wait in the outbox: their levels are newer than
      // the server's, so the engine goes on from where they left it.
      levels: outbox.waitingLevels(),
    };
    void outbox.add({
      type: 'start',
      body: { clientId: session.sessionClientId, planId: plan.id, startedAt: session.startedAt },
    });
    begin(session);
  }

  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-semibold">{t.todayTitle}</h2>
      <OutboxStatus counts={counts} online={online} />
      {phase.kind === 'playing' && outbox ? (
        <SessionPlayer
          patientId={patientId}
          plan={plan}
          session={phase.session}
          outbox={outbox}
          onEnd={(outcome) => setPhase({ kind: outcome === 'completed' ? 'done' : 'ended' })}
        />
      ) : phase.kind === 'done' || phase.kind === 'ended' ? (
        <div className="flex flex-col items-start gap-4 rounded-lg border border-border p-6">
          <p role="status" className="text-2xl font-semibold">
            {phase.kind === 'done' ? t.sessionDone : t.ended}
          </p>
          {phase.kind === 'done' && <p className="text-lg">{t.sessionDoneNote}</p>}
          <Button size="lg" variant="primary" onClick={() => setPhase({ kind: 'today' })}>
            {t.backToToday}
          </Button>
        </div>
      ) : (
        <TodayOverview
          plan={plan}
          catalogue={today.catalogue}
          days={today.days}
          today={chinaToday()}
          saved={saved}
          onStart={startNew}
          onResume={() => saved && begin(saved)}
        />
      )}
    </div>
  );
}
