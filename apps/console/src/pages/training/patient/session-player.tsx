import { maxLevelOf, type ExerciseResult, type TrainingPlan } from '@cep/contract';
import { applyOutcomes, levelOutcomes, prescribedRun, startLevel } from '@cep/exercises';
import { Button, confirm, useMessages } from '@cep/ui';
import { useEffect, useRef, useState } from 'react';
import type { Outbox } from '../../../training-outbox';
import { ExerciseScreen } from './exercise-screen';
import { patientTrainingMessages } from './messages';
import { clearSession, saveSession, type SavedSession } from './session-store';

/**
 * A session: the plan's exercises one after another, each at the level the engine left. Each
 * result goes to the outbox (IndexedDB first, then the server) with the engine's new state, and
 * the session's place is saved after each exercise so a reload resumes at the next one.
 */
export function SessionPlayer({
  patientId,
  plan,
  session: initial,
  outbox,
  onEnd,
}: {
  patientId: number;
  plan: TrainingPlan;
  session: SavedSession;
  outbox: Outbox;
  /** The session is over: completed, or ended by the patient. */
  onEnd: (outcome: 'completed' | 'abandoned') => void;
}) {
  const t = useMessages(patientTrainingMessages);
  const [session, setSession] = useState(initial);
  const [between, setBetween] = useState(false);
  const itemStartedAt = useRef(initial.startedAt);
  const nextButton = useRef<HTMLButtonElement>(null);
  // Between two exercises the keyboard lands on 下一项 (the finished screen is gone).
  useEffect(() => {
    if (between) nextButton.current?.focus();
  }, [between]);
  useEffect(() => {
    itemStartedAt.current = Date.now();
  }, []);
  const total = plan.items.length;
  const item = plan.items[session.position];

  const levelOf = (itemId: number) =>
    session.levels[itemId] ??
    plan.items.find((candidate) => candidate.id === itemId)?.levelState ??
    startLevel(1, 1);

  async function end(outcome: 'completed' | 'abandoned') {
    await outbox.add({
      type: 'finish',
      body: {
        clientId: session.sessionClientId,
        planId: plan.id,
        outcome,
        finishedAt: Date.now(),
      },
    });
    clearSession(patientId);
    onEnd(outcome);
  }

  async function record(result: ExerciseResult) {
    if (!item) return;
    const before = levelOf(item.id);
    const after =
      result.outcome === 'completed'
        ? applyOutcomes(item.rule, before, levelOutcomes(result), maxLevelOf(item.kind)).state
        : before;
    await outbox.add({
      type: 'result',
      body: {
        clientId: crypto.randomUUID(),
        sessionClientId: session.sessionClientId,
        planItemId: item.id,
        startedAt: Math.min(itemStartedAt.current, Date.now()),
        finishedAt: Date.now(),
        result,
        levelState: after,
      },
    });
    const next: SavedSession = {
      ...session,
      position: session.position + 1,
      levels: { ...session.levels, [item.id]: after },
    };
    saveSession(patientId, next);
    setSession(next);
    return next;
  }

  async function onFinish(result: ExerciseResult) {
    const next = await record(result);
    if (next && next.position >= total) await end('completed');
    else setBetween(true);
  }

  async function onAbandon(result: ExerciseResult) {
    await record(result);
    await end('abandoned');
  }

  async function onEndSession() {
    const ok = await confirm({ message: t.endConfirm, variant: 'danger' });
    if (ok) await end('abandoned');
  }

  if (!item) return null;
  // Exactly what the therapist prescribed: the level's parameters with the item's settings.
  const run = prescribedRun(item.kind, levelOf(item.id).level, item.settings);
  return (
    <section aria-labelledby="training-session-progress" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id="training-session-progress" className="text-xl font-semibold" aria-live="polite">
          {t.itemOf(Math.min(session.position + 1, total), total)}
        </p>
        <Button size="lg" variant="default" onClick={() => void onEndSession()}>
          {t.endSession}
        </Button>
      </div>
      <progress
        className="h-3 w-full accent-primary"
        max={total}
        value={session.position}
        aria-labelledby="training-session-progress"
      />
      {between ? (
        <div className="flex flex-col items-start gap-4 rounded-lg border border-border p-6">
          <p role="status" className="text-2xl font-semibold">
            {t.wellDone}
          </p>
          <p className="text-lg">{t.encouragement[session.position % t.encouragement.length]}</p>
          <Button
            size="lg"
            variant="primary"
            ref={nextButton}
            onClick={() => {
              itemStartedAt.current = Date.now();
              setBetween(false);
            }}
          >
            {t.next}
          </Button>
        </div>
      ) : (
        <ExerciseScreen
          key={`${session.sessionClientId}-${session.position}`}
          kind={item.kind}
          level={levelOf(item.id).level}
          params={run.params}
          timeLimitMs={run.timeLimitMs}
          hideScores={plan.scoresHidden}
          onFinish={(result) => void onFinish(result)}
          onAbandon={(result) => void onAbandon(result)}
          fallback={t.loading}
        />
      )}
    </section>
  );
}
