import { maxLevelOf, type FindingAction } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { nextRevision } from '../platform/calls/revision';
import { freshState, ruleOf } from '../training/plans';

/*
 * What accepting a suggestion does to the plan, in the transaction of the decision. The plan may
 * have changed since the rule ran (finished, item removed): then the suggestion no longer fits
 * and the answer is 40901, with nothing changed.
 */

const stale = () => new ApiError(40901, '训练计划已经变了，这条建议不再适用');

/** Items a plan may hold (the contract's limit for a plan). */
const MAX_ITEMS = 20;

async function lockOpenPlan(trx: Kysely<Tables>, planId: number): Promise<void> {
  const plan = await trx
    .selectFrom('training_plans')
    .select('status')
    .where('id', '=', planId)
    .forUpdate()
    .executeTakeFirst();
  if (!plan || plan.status === 'completed') throw stale();
}

async function touchPlan(trx: Kysely<Tables>, planId: number, userId: number): Promise<void> {
  await trx
    .updateTable('training_plans')
    .set({ updated_at: new Date(), updated_by: userId, revision: nextRevision() })
    .where('id', '=', planId)
    .execute();
}

export async function applyAction(
  trx: Kysely<Tables>,
  action: FindingAction,
  userId: number,
): Promise<void> {
  if (action.type === 'none') return;
  await lockOpenPlan(trx, action.planId);
  if (action.type === 'addItems') {
    const items = await trx
      .selectFrom('training_plan_items')
      .select(['exercise_kind', 'position'])
      .where('plan_id', '=', action.planId)
      .execute();
    const present = new Set(items.map((item) => item.exercise_kind));
    const kinds = action.kinds.filter((kind) => !present.has(kind));
    if (kinds.length === 0) throw stale();
    if (items.length + kinds.length > MAX_ITEMS) {
      throw new ApiError(40901, `训练项目不能超过${MAX_ITEMS}个，请先在计划中删去一些`);
    }
    const next = Math.max(-1, ...items.map((item) => item.position)) + 1;
    await trx
      .insertInto('training_plan_items')
      .values(
        kinds.map((kind, index) => ({
          plan_id: action.planId,
          position: next + index,
          exercise_kind: kind,
          start_level: 1,
          rule: JSON.stringify(ruleOf(undefined)),
          level_state: JSON.stringify(freshState(1, maxLevelOf(kind))),
        })),
      )
      .execute();
  } else {
    const item = await trx
      .selectFrom('training_plan_items')
      .select(['id', 'exercise_kind'])
      .where('id', '=', action.planItemId)
      .where('plan_id', '=', action.planId)
      .executeTakeFirst();
    if (!item) throw stale();
    const set =
      action.type === 'setLevel'
        ? {
            level_state: JSON.stringify(
              freshState(action.level, maxLevelOf(item.exercise_kind as never)),
            ),
            level_state_at: new Date(),
          }
        : { rule: JSON.stringify(action.rule) };
    await trx.updateTable('training_plan_items').set(set).where('id', '=', item.id).execute();
  }
  await touchPlan(trx, action.planId, userId);
}
