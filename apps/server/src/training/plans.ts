import {
  defaultTrainingDays,
  levelRule,
  levelState,
  planStatus,
  planTransitions,
  type LevelRule,
  type LevelStateData,
  type Page,
  type PlanStatus,
  type TrainingPlan,
  type TrainingPlanCreate,
  type TrainingPlanItem,
  type TrainingPlanListQuery,
  type TrainingPlanUpdate,
  exerciseKind,
  maxLevelOf,
  planItemSettings,
  type PlanItemSettings,
} from '@cep/contract';
import { sql as raw, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { inTransaction } from '../platform/db/transaction';
import { ApiError } from '../platform/http/api-error';
import { fetchPage, offsetOf, sqlState, UNIQUE_VIOLATION } from '../platform/lists/list-query';
import { claimRevision, nextRevision } from '../platform/calls/revision';

/*
 * Training plans: the queries. Who may call them is the routes' (training/routes.ts).
 */

/** The staircase 3/2 unless the item names a rule (defaults of a partly given rule filled in). */
export function ruleOf(input: unknown): LevelRule {
  return levelRule.parse(input ?? { type: 'staircase' });
}

/** The settings as stored: only those given (the contract checked their ranges). */
function settingsJson(settings: PlanItemSettings | undefined): string {
  return JSON.stringify(planItemSettings.parse(settings ?? {}));
}

/** A fresh engine state at `level`. */
export function freshState(level: number, max: number): LevelStateData {
  return {
    level: Math.min(Math.max(level, 1), max),
    correctStreak: 0,
    errorStreak: 0,
    blockCount: 0,
    blockErrors: 0,
  };
}

const planColumns = [
  'p.id',
  'p.patient_id',
  'pt.patient_name',
  'p.status',
  'p.minutes_per_session',
  'p.sessions_per_week',
  'p.training_days',
  'p.notes',
  'p.created_at',
  'p.created_by',
  'u.name as created_by_name',
  'p.updated_at',
  'p.revision',
  'pt.training_scores_hidden',
] as const;

function planQuery(db: Kysely<Tables>) {
  return db
    .selectFrom('training_plans as p')
    .innerJoin('patients as pt', 'pt.id', 'p.patient_id')
    .leftJoin('users as u', 'u.id', 'p.created_by')
    .select(planColumns)
    .select([
      raw<string>`to_char(p.start_date, 'YYYY-MM-DD')`.as('start_date'),
      raw<string>`to_char(p.end_date, 'YYYY-MM-DD')`.as('end_date'),
    ]);
}

type PlanRow = Awaited<ReturnType<ReturnType<typeof planQuery>['execute']>>[number];

/** The items (in order) and state histories of `planIds`, then the plans as the contract has them. */
async function toPlans(db: Kysely<Tables>, rows: PlanRow[]): Promise<TrainingPlan[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, history] = await Promise.all([
    db
      .selectFrom('training_plan_items')
      .selectAll()
      .where('plan_id', 'in', ids)
      .orderBy('plan_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('training_plan_status_changes')
      .selectAll()
      .where('plan_id', 'in', ids)
      .orderBy('plan_id')
      .orderBy('id')
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    patientId: row.patient_id,
    patientName: row.patient_name,
    status: row.status,
    items: items.filter((item) => item.plan_id === row.id).map(toItem),
    minutesPerSession: row.minutes_per_session,
    sessionsPerWeek: row.sessions_per_week,
    trainingDays: [...row.training_days].map(Number).sort((a, b) => a - b),
    startDate: row.start_date,
    endDate: row.end_date,
    notes: row.notes,
    createdAt: row.created_at.getTime(),
    createdById: row.created_by,
    createdByName: row.created_by_name,
    updatedAt: row.updated_at.getTime(),
    revision: row.revision,
    statusHistory: history
      .filter((change) => change.plan_id === row.id)
      .map((change) => ({
        from: change.from_status === null ? null : planStatus.parse(change.from_status),
        to: planStatus.parse(change.to_status),
        at: change.changed_at.getTime(),
        byId: change.changed_by,
        byName: change.changed_by_name,
      })),
    scoresHidden: row.training_scores_hidden,
  }));
}

export function toItem(item: {
  id: number;
  exercise_kind: string;
  start_level: number;
  rule: unknown;
  level_state: unknown;
  settings: unknown;
}): TrainingPlanItem {
  return {
    id: item.id,
    kind: exerciseKind.parse(item.exercise_kind),
    startLevel: item.start_level,
    rule: ruleOf(item.rule),
    settings: planItemSettings.parse(item.settings ?? {}),
    levelState: levelState.parse(item.level_state),
  };
}

/** One plan; undefined when there is none. */
export async function findPlan(
  db: Kysely<Tables>,
  planId: number,
): Promise<TrainingPlan | undefined> {
  const rows = await planQuery(db).where('p.id', '=', planId).execute();
  return (await toPlans(db, rows))[0];
}

/** A patient's plans, newest first. */
export function listPlans(
  db: Kysely<Tables>,
  query: TrainingPlanListQuery,
): Promise<Page<TrainingPlan>> {
  let rows = planQuery(db).where('p.patient_id', '=', query.patientId);
  let count = db
    .selectFrom('training_plans')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('patient_id', '=', query.patientId);
  if (query.status) {
    rows = rows.where('p.status', '=', query.status);
    count = count.where('status', '=', query.status);
  }
  return fetchPage(
    query,
    () => rows.orderBy('p.id', 'desc').limit(query.pageSize).offset(offsetOf(query)).execute(),
    async () => (await count.executeTakeFirstOrThrow()).n,
    (row) => row,
  ).then(async (page) => ({ ...page, list: await toPlans(db, page.list) }));
}

/** The stored plan, or 40401 (after the route's access check, so only callers who reach it). */
async function mustFind(db: Kysely<Tables>, planId: number): Promise<TrainingPlan> {
  const plan = await findPlan(db, planId);
  if (!plan) throw new ApiError(40401, '训练计划不存在');
  return plan;
}

interface Actor {
  userId: number;
  name: string;
}

type PlanInput = Omit<TrainingPlanCreate, 'patientId'>;

function planValues(input: PlanInput) {
  const trainingDays = input.trainingDays ?? defaultTrainingDays(input.sessionsPerWeek);
  return {
    minutes_per_session: input.minutesPerSession,
    sessions_per_week: input.sessionsPerWeek,
    training_days: raw<number[]>`${[...trainingDays].sort((a, b) => a - b)}::smallint[]`,
    start_date: input.startDate,
    end_date: input.endDate,
    notes: input.notes ?? '',
  };
}

async function recordStatus(
  db: Kysely<Tables>,
  planId: number,
  from: PlanStatus | null,
  to: PlanStatus,
  actor: Actor,
): Promise<void> {
  await db
    .insertInto('training_plan_status_changes')
    .values({
      plan_id: planId,
      from_status: from,
      to_status: to,
      changed_by: actor.userId,
      changed_by_name: actor.name,
    })
    .execute();
}

/** A new plan, a draft, with its items at their start levels. */
export function createPlan(
  db: Kysely<Tables>,
  input: TrainingPlanCreate,
  actor: Actor,
): Promise<TrainingPlan> {
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('training_plans')
      .values({
        patient_id: input.patientId,
        ...planValues(input),
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordStatus(trx, id, null, 'draft', actor);
    await trx
      .insertInto('training_plan_items')
      .values(
        input.items.map((item, position) => ({
          plan_id: id,
          position,
          exercise_kind: item.kind,
          start_level: item.startLevel,
          rule: JSON.stringify(ruleOf(item.rule)),
          settings: settingsJson(item.settings),
          level_state: JSON.stringify(freshState(item.startLevel, maxLevelOf(item.kind))),
        })),
      )
      .execute();
    return mustFind(trx, id);
  });
}

/** Locks the plan's row for the rest of the transaction and answers its state. */
async function lockPlan(trx: Kysely<Tables>, planId: number): Promise<PlanStatus> {
  const row = await trx
    .selectFrom('training_plans')
    .select('status')
    .where('id', '=', planId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError(40401, '训练计划不存在');
  return row.status;
}

/**
 * Replaces a draft's or a paused plan's editable fields. An item sent with its id keeps its row
 * (its results stay linked) and where the engine stands, unless its exercise or start level
 * changed; items left out are removed, new ones start at their start level. From `input.revision`
 * only: a plan saved (or moved to another state) since → 40902, nothing changed.
 */
export function updatePlan(
  db: Kysely<Tables>,
  input: TrainingPlanUpdate,
  actor: Actor,
): Promise<TrainingPlan> {
  return inTransaction(db, async (trx) => {
    await claimRevision(trx, 'training_plans', input.id, input.revision, '训练计划不存在');
    const status = await lockPlan(trx, input.id);
    if (status !== 'draft' && status !== 'paused') {
      throw new ApiError(40901, '只能修改草稿或已暂停的训练计划');
    }
    await trx
      .updateTable('training_plans')
      .set({ ...planValues(input), updated_at: new Date(), updated_by: actor.userId })
      .where('id', '=', input.id)
      .execute();
    const existing = await trx
      .selectFrom('training_plan_items')
      .selectAll()
      .where('plan_id', '=', input.id)
      .execute();
    const kept = new Set(input.items.flatMap((item) => (item.id === undefined ? [] : [item.id])));
    for (const id of kept) {
      if (!existing.some((row) => row.id === id)) {
        throw new ApiError(40001, `参数校验失败：items 训练项目${id}不属于此计划`);
      }
    }
    const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
    if (removed.length > 0) {
      await trx.deleteFrom('training_plan_items').where('id', 'in', removed).execute();
    }
    // Positions and kinds move between rows: clear the unique (plan, kind) pairs first.
    await trx
      .updateTable('training_plan_items')
      .set({ exercise_kind: raw<string>`'~' || id::text` })
      .where('plan_id', '=', input.id)
      .execute();
    for (const [position, item] of input.items.entries()) {
      const rule = JSON.stringify(ruleOf(item.rule));
      const fresh = JSON.stringify(freshState(item.startLevel, maxLevelOf(item.kind)));
      const before = existing.find((row) => row.id === item.id);
      if (before) {
        const same = before.exercise_kind === item.kind && before.start_level === item.startLevel;
        await trx
          .updateTable('training_plan_items')
          .set({
            position,
            exercise_kind: item.kind,
            start_level: item.startLevel,
            rule,
            settings: settingsJson(item.settings),
            ...(same ? {} : { level_state: fresh, level_state_at: null }),
          })
          .where('id', '=', before.id)
          .execute();
      } else {
        await trx
          .insertInto('training_plan_items')
          .values({
            plan_id: input.id,
            position,
            exercise_kind: item.kind,
            start_level: item.startLevel,
            rule,
            settings: settingsJson(item.settings),
            level_state: fresh,
          })
          .execute();
      }
    }
    return mustFind(trx, input.id);
  });
}

/** Moves a plan along draft → active → paused ⇄ active → completed; one active plan per patient. */
export function changePlanStatus(
  db: Kysely<Tables>,
  planId: number,
  to: PlanStatus,
  actor: Actor,
): Promise<TrainingPlan> {
  return inTransaction(db, async (trx) => {
    const from = await lockPlan(trx, planId);
    if (!planTransitions[from].includes(to)) {
      throw new ApiError(40901, `训练计划不能从${statusName[from]}改为${statusName[to]}`);
    }
    try {
      await trx
        .updateTable('training_plans')
        .set({
          status: to,
          updated_at: new Date(),
          updated_by: actor.userId,
          revision: nextRevision(),
        })
        .where('id', '=', planId)
        .execute();
    } catch (error) {
      // The partial unique index: another plan of this patient is active (also under a race).
      if (sqlState(error) === UNIQUE_VIOLATION) {
        throw new ApiError(40901, '该患者已有进行中的训练计划，请先暂停或完成它');
      }
      throw error;
    }
    await recordStatus(trx, planId, from, to, actor);
    return mustFind(trx, planId);
  });
}

const statusName: Record<PlanStatus, string> = {
  draft: '草稿',
  active: '进行中',
  paused: '已暂停',
  completed: '已完成',
};
