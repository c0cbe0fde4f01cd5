import { exerciseEntries, exerciseKind } from '@cep/contract';
import type { PatientDataWritten } from '../platform/calls/hooks';
import { ApiError } from '../platform/http/api-error';
import { audited } from '../platform/calls/audited';
import { signedIn, type Handler, type SignedInContext } from '../platform/calls/context';
import { requireTrainingPatient, requireTrainingPlan } from './access';
import { requireActivePatient } from '../patients/active-patient';
import { changePlanStatus, createPlan, listPlans, updatePlan } from './plans';
import { progressOf } from './progress';
import { addResult, listResults, planItemOf } from './results';
import { finishSession, startSession } from './sessions';
import {
  hideScoresFrom,
  resultWithoutScores,
  runWithoutScores,
  setScoresHidden,
} from './score-visibility';

/*
 * Cognitive training (issue 13). The gate checks the permission code; here every call also checks
 * the patient: a patient reaches only their own plans and results, a doctor their care teams'
 * patients, the admin everyone (training/access.ts). Reads of patient data are audited as reads,
 * every write in the transaction of its change (platform/calls/audited.ts).
 */

const actorOf = (ctx: SignedInContext<never>) => ({
  userId: ctx.session.userId,
  name: ctx.session.name,
});

const listExercises: Handler<'listExercises'> = () =>
  exerciseKind.options.map((kind) => exerciseEntries[kind]);

const listTrainingPlans: Handler<'listTrainingPlans'> = (ctx) => {
  const { session, query } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'listTrainingPlans', entity: 'trainingPlan', entityId: query.patientId, read: true },
    async (sql) => {
      await requireTrainingPatient(sql, session, query.patientId);
      return listPlans(sql, query);
    },
  );
};

const addTrainingPlan: Handler<'addTrainingPlan'> = (ctx) => {
  const signed = signedIn(ctx);
  const { session, body } = signed;
  return audited(
    ctx,
    { action: 'addTrainingPlan', entity: 'trainingPlan', detail: { patientId: body.patientId } },
    async (sql) => {
      await requireTrainingPatient(sql, session, body.patientId);
      await requireActivePatient(sql, body.patientId);
      return createPlan(sql, body, actorOf(signed as never));
    },
    (plan) => plan.id,
  );
};

const updateTrainingPlan: Handler<'updateTrainingPlan'> = (ctx) => {
  const signed = signedIn(ctx);
  const { session, body } = signed;
  return audited(
    ctx,
    { action: 'updateTrainingPlan', entity: 'trainingPlan', entityId: body.id },
    async (sql) => {
      await requireTrainingPlan(sql, session, body.id);
      return updatePlan(sql, body, actorOf(signed as never));
    },
  );
};

const setTrainingPlanStatus: Handler<'setTrainingPlanStatus'> = (ctx) => {
  const signed = signedIn(ctx);
  const { session, body } = signed;
  return audited(
    ctx,
    {
      action: 'setTrainingPlanStatus',
      entity: 'trainingPlan',
      entityId: body.id,
      detail: { status: body.status },
    },
    async (sql) => {
      await requireTrainingPlan(sql, session, body.id);
      return changePlanStatus(sql, body.id, body.status, actorOf(signed as never));
    },
  );
};

/** The 隐藏成绩 switch: only a clinician of the patient's care team (or the admin) sets it. */
const setTrainingScoresHidden: Handler<'setTrainingScoresHidden'> = (ctx) => {
  const { session, body } = signedIn(ctx);
  return audited(
    ctx,
    {
      action: 'setTrainingScoresHidden',
      entity: 'patient',
      entityId: body.patientId,
      detail: { hidden: body.hidden },
    },
    async (sql) => {
      await requireTrainingPatient(sql, session, body.patientId);
      return setScoresHidden(sql, body.patientId, body.hidden);
    },
  );
};

const startTrainingSession: Handler<'startTrainingSession'> = (ctx) => {
  const { session, body } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'startTrainingSession', entity: 'trainingSession', detail: { planId: body.planId } },
    async (sql) => {
      await requireActivePatient(sql, await requireTrainingPlan(sql, session, body.planId));
      return startSession(sql, body, session.userId);
    },
    (started) => started.id,
  );
};

const finishTrainingSessionAfter =
  (afterWrite: PatientDataWritten): Handler<'finishTrainingSession'> =>
  (ctx) => {
    const { session, body } = signedIn(ctx);
    return audited(
      ctx,
      {
        action: 'finishTrainingSession',
        entity: 'trainingSession',
        detail: { planId: body.planId },
      },
      async (sql) => {
        const patientId = await requireTrainingPlan(sql, session, body.planId);
        const finished = await finishSession(sql, body);
        // Rules run as results arrive (issue 14): a finished session counts for missed sessions.
        await afterWrite(sql, patientId);
        return finished;
      },
      (finished) => finished.id,
    );
  };

const addExerciseResultAfter =
  (afterWrite: PatientDataWritten): Handler<'addExerciseResult'> =>
  (ctx) => {
    const { session, body } = signedIn(ctx);
    return audited(
      ctx,
      {
        action: 'addExerciseResult',
        entity: 'exerciseResult',
        detail: { planItemId: body.planItemId },
      },
      async (sql) => {
        const item = await planItemOf(sql, body.planItemId);
        if (!item) {
          if (session.roles.includes('admin')) throw new ApiError(40401, '训练项目不存在');
          throw new ApiError(40301, '只能记录自己的训练');
        }
        await requireTrainingPatient(sql, session, item.patient_id);
        await requireActivePatient(sql, item.patient_id);
        const stored = await addResult(sql, body, item, session.userId);
        await afterWrite(sql, item.patient_id);
        return (await hideScoresFrom(sql, session, item.patient_id))
          ? resultWithoutScores(stored)
          : stored;
      },
      (stored) => stored.id,
    );
  };

const listExerciseResults: Handler<'listExerciseResults'> = (ctx) => {
  const { session, query } = signedIn(ctx);
  return audited(
    ctx,
    {
      action: 'listExerciseResults',
      entity: 'exerciseResult',
      entityId: query.patientId,
      read: true,
    },
    async (sql) => {
      await requireTrainingPatient(sql, session, query.patientId);
      const page = await listResults(sql, query);
      if (!(await hideScoresFrom(sql, session, query.patientId))) return page;
      return { ...page, list: page.list.map(resultWithoutScores) };
    },
  );
};

const getPatientProgress: Handler<'getPatientProgress'> = (ctx) => {
  const { session, query } = signedIn(ctx);
  return audited(
    ctx,
    {
      action: 'getPatientProgress',
      entity: 'patientProgress',
      entityId: query.patientId,
      read: true,
    },
    async (sql) => {
      await requireTrainingPatient(sql, session, query.patientId);
      const progress = await progressOf(sql, query);
      if (!(await hideScoresFrom(sql, session, query.patientId))) return progress;
      return {
        ...progress,
        sessions: progress.sessions.map((one) => ({
          ...one,
          runs: one.runs.map(runWithoutScores),
        })),
      };
    },
  );
};

/** `afterWrite` hears every write of patient data, in its transaction (platform/calls/hooks.ts). */
export function trainingHandlers(afterWrite: PatientDataWritten): {
  listExercises: Handler<'listExercises'>;
  listTrainingPlans: Handler<'listTrainingPlans'>;
  addTrainingPlan: Handler<'addTrainingPlan'>;
  updateTrainingPlan: Handler<'updateTrainingPlan'>;
  setTrainingPlanStatus: Handler<'setTrainingPlanStatus'>;
  setTrainingScoresHidden: Handler<'setTrainingScoresHidden'>;
  startTrainingSession: Handler<'startTrainingSession'>;
  finishTrainingSession: Handler<'finishTrainingSession'>;
  addExerciseResult: Handler<'addExerciseResult'>;
  listExerciseResults: Handler<'listExerciseResults'>;
  getPatientProgress: Handler<'getPatientProgress'>;
} {
  return {
    listExercises,
    listTrainingPlans,
    addTrainingPlan,
    updateTrainingPlan,
    setTrainingPlanStatus,
    setTrainingScoresHidden,
    startTrainingSession,
    finishTrainingSession: finishTrainingSessionAfter(afterWrite),
    addExerciseResult: addExerciseResultAfter(afterWrite),
    listExerciseResults,
    getPatientProgress,
  };
}
