import { usePermission } from '@cep/auth/react';
import {
  planTransitions,
  type ExerciseList,
  type Patient,
  type PlanStatus,
  type TrainingPlan,
} from '@cep/contract';
import { Badge, Button, confirm, formatTime, useLocale, useMessages } from '@cep/ui';
import { Pencil, Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { api } from '../../../api-client';
import { notifySuccess } from '../../../feedback/toasts';
import { planMessages, type PlanMessages } from './messages';
import { ScoresHiddenSwitch } from './scores-hidden-switch';
import { LoadFailed } from '../load-failed';

// The form (react-hook-form, the contract's schemas, the exercise pickers) loads when first opened.
const PlanFormDrawer = lazy(() =>
  import('./plan-form-drawer').then((module) => ({ default: module.PlanFormDrawer })),
);

interface Loaded {
  plans: TrainingPlan[];
  catalogue: ExerciseList;
}

/**
 * 训练计划 tab of the patient's page (患者管理 → patient, and the clinician's
 * /cognitive-training): the current plan with its exercises, dose, dates and state history, the
 * buttons of its next states, and 新建 / 编辑 in a drawer — for clinicians who may change plans.
 */
export function TrainingPlanTab({ patient }: { patient: Patient }) {
  const t = useMessages(planMessages);
  const canAdd = usePermission('trainingPlan:add');
  const canUpdate = usePermission('trainingPlan:update');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<{ plan?: TrainingPlan } | null>(null);

  const load = useCallback(
    () =>
      Promise.all([
        api.listTrainingPlans({ patientId: patient.id, pageNum: 1, pageSize: 20 }),
        api.listExercises(),
      ]).then(
        ([plans, catalogue]) => setLoaded({ plans: plans.list, catalogue }),
        () => setFailed(true),
      ),
    [patient.id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  if (failed) {
    return (
      <LoadFailed
        message={t.loadFailed}
        retry={t.retry}
        onRetry={() => {
          setFailed(false);
          void load();
        }}
      />
    );
  }
  if (!loaded) return <p role="status">{t.loading}</p>;

  const [current, ...others] = [...loaded.plans].sort(
    (a, b) => rank(a.status) - rank(b.status) || b.id - a.id,
  );
  const move = async (plan: TrainingPlan, status: PlanStatus) => {
    if (
      status === 'completed' &&
      !(await confirm({ message: t.completeConfirm, variant: 'danger' }))
    )
      return;
    await api.setTrainingPlanStatus(plan.id, status);
    notifySuccess(t.moved(t.status[status]));
    await load();
  };

  return (
    <section aria-labelledby="training-plan-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="training-plan-heading" className="text-lg font-semibold">
          {t.heading}
        </h2>
        {canAdd && (
          <Button variant="primary" onClick={() => setEditing({})}>
            <Plus aria-hidden="true" className="size-4" />
            {t.newPlan}
          </Button>
        )}
      </div>
      {current && (
        <ScoresHiddenSwitch
          key={`${patient.id}-${String(current.scoresHidden)}`}
          hidden={current.scoresHidden}
          disabled={!canUpdate}
          onChange={(hidden) => api.setTrainingScoresHidden(patient.id, hidden)}
        />
      )}
      {current ? (
        <PlanCard
          plan={current}
          catalogue={loaded.catalogue}
          actions={
            canUpdate && (
              <div className="flex flex-wrap gap-2">
                {(current.status === 'draft' || current.status === 'paused') && (
                  <Button onClick={() => setEditing({ plan: current })}>
                    <Pencil aria-hidden="true" className="size-4" />
                    {t.edit}
                  </Button>
                )}
                {planTransitions[current.status].map((next) => (
                  <Button
                    key={next}
                    variant={next === 'completed' ? 'danger' : 'default'}
                    onClick={() => void move(current, next).catch(() => {})}
                  >
                    {t.moveTo[next]}
                  </Button>
                ))}
              </div>
            )
          }
        />
      ) : (
        <p>{t.none}</p>
      )}
      {others.length > 0 && (
        <details className="rounded-md border border-border p-3">
          <summary className="cursor-pointer font-semibold">
            {t.otherPlans}（{others.length}）
          </summary>
          <div className="mt-3 flex flex-col gap-3">
            {others.map((plan) => (
              <PlanCard key={plan.id} plan={plan} catalogue={loaded.catalogue} />
            ))}
          </div>
        </details>
      )}
      {editing !== null ? (
        <Suspense fallback={null}>
          <PlanFormDrawer
            open
            onOpenChange={(open) => !open && setEditing(null)}
            patientId={patient.id}
            catalogue={loaded.catalogue}
            plan={editing.plan}
            onSaved={() => void load()}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The plan shown first: active, then paused, draft, completed. */
const rank = (status: PlanStatus) => ['active', 'paused', 'draft', 'completed'].indexOf(status);

function ruleText(t: PlanMessages, rule: TrainingPlan['items'][number]['rule']): string {
  return rule.type === 'staircase'
    ? t.staircase(rule.up, rule.down)
    : t.block(rule.blockSize, rule.upBelow, rule.downAbove);
}

/** One plan: state, exercises (start level, level now, rule), dose, days, dates, notes, history. */
export function PlanCard({
  plan,
  catalogue,
  actions,
}: {
  plan: TrainingPlan;
  catalogue: ExerciseList;
  actions?: React.ReactNode;
}) {
  const t = useMessages(planMessages);
  const locale = useLocale();
  const nameOf = (kind: string) =>
    catalogue.find((entry) => entry.kind === kind)?.name[locale] ?? kind;
  const when = (at: number) => formatTime(at);
  return (
    <article
      aria-label={`${t.heading} ${t.status[plan.status]}`}
      className="flex flex-col gap-3 rounded-md border border-border p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={plan.status === 'active' ? 'success' : 'default'}>
          {t.status[plan.status]}
        </Badge>
        <span>{t.period(plan.startDate, plan.endDate)}</span>
        <span>{t.dose(plan.minutesPerSession, plan.sessionsPerWeek)}</span>
        <span>
          {t.days}：{plan.trainingDays.map((day) => t.weekdays[day - 1]).join('、')}
        </span>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t.items}</caption>
          <thead>
            <tr className="border-b border-border text-start">
              <th scope="col" className="py-1 pe-3 text-start">
                {t.exercise}
              </th>
              <th scope="col" className="py-1 pe-3 text-start">
                {t.startLevel}
              </th>
              <th scope="col" className="py-1 pe-3 text-start">
                {t.levelNow}
              </th>
              <th scope="col" className="py-1 text-start">
                {t.rule}
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.items.map((item) => (
              <tr key={item.id} className="border-b border-border last:border-0">
                <th scope="row" className="py-1 pe-3 text-start font-normal">
                  {nameOf(item.kind)}
                </th>
                <td className="py-1 pe-3">{item.startLevel}</td>
                <td className="py-1 pe-3">{item.levelState.level}</td>
                <td className="py-1">{ruleText(t, item.rule)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {plan.notes && (
        <p>
          {t.notes}：{plan.notes}
        </p>
      )}
      {actions}
      <details>
        <summary className="cursor-pointer">{t.history}</summary>
        <ol className="mt-2 flex flex-col gap-1 text-sm">
          {plan.statusHistory.map((change, index) => (
            <li key={index}>
              {t.historyLine(t.status[change.to], change.byName ?? t.someone, when(change.at))}
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}
