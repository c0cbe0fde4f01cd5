import { scoreIssues, type AssessmentScores } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { requireActivePatient } from '../patients/active-patient';
import type { PatientDataWritten } from '../platform/calls/hooks';
import { ApiError } from '../platform/http/api-error';
import { audited } from '../platform/calls/audited';
import { signedIn, type Handler } from '../platform/calls/context';
import { mayViewPatient } from '../patients/patient-access';
import type { Session } from '../platform/auth/sessions';
import {
  amendAssessment,
  finishAssessment,
  findAssessment,
  listAssessments,
  patientOfAssessment,
  saveDraft,
} from './assessments';

/*
 * Assessments (issue 14). The gate lets clinicians only (assessment:list / assessment:edit; a
 * patient has neither); here each call also checks the patient: a doctor reaches their care teams'
 * patients, the admin everyone. Outside that the answer is 40301 whether or not the record exists.
 * Reads are audited as reads, writes in the transaction of their change.
 */

const refused = () => new ApiError(40301, '只能查看或填写自己护理团队中患者的评估');

async function requirePatient(sql: Kysely<Tables>, session: Session, patientId: number) {
  if (!(await mayViewPatient(sql, session, patientId))) throw refused();
  const found = await sql
    .selectFrom('patients')
    .select('id')
    .where('id', '=', patientId)
    .executeTakeFirst();
  if (!found) throw new ApiError(40401, '患者档案不存在');
}

async function requireAssessment(sql: Kysely<Tables>, session: Session, id: number) {
  const patientId = await patientOfAssessment(sql, id);
  if (patientId === undefined) {
    if (session.roles.includes('admin')) throw new ApiError(40401, '评估不存在');
    throw refused();
  }
  if (!(await mayViewPatient(sql, session, patientId))) throw refused();
}

/** The first item a sheet still lacks, as the message a finish refuses with. */
function missingItem(kind: 'moca' | 'mmse', scores: AssessmentScores): string | null {
  const gap = scoreIssues(kind, scores, true)[0];
  return gap ? `scores.${gap.key}: ${gap.message}` : null;
}

const listAssessmentsHandler: Handler<'listAssessments'> = (ctx) => {
  const { session, query } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'listAssessments', entity: 'assessment', entityId: query.patientId, read: true },
    async (sql) => {
      await requirePatient(sql, session, query.patientId);
      return listAssessments(sql, query);
    },
  );
};

const getAssessment: Handler<'getAssessment'> = (ctx) => {
  const { session, query } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'getAssessment', entity: 'assessment', entityId: query.id, read: true },
    async (sql) => {
      await requireAssessment(sql, session, query.id);
      return findAssessment(sql, query.id);
    },
  );
};

const saveAssessmentDraft: Handler<'saveAssessmentDraft'> = (ctx) => {
  const { session, body } = signedIn(ctx);
  return audited(
    ctx,
    {
      action: 'saveAssessmentDraft',
      entity: 'assessment',
      entityId: body.id ?? null,
      detail: { patientId: body.patientId, kind: body.kind },
    },
    async (sql) => {
      await requirePatient(sql, session, body.patientId);
      if (body.id !== undefined) await requireAssessment(sql, session, body.id);
      // A draft begun before the archiving may still be finished; no new one is begun.
      else await requireActivePatient(sql, body.patientId);
      return saveDraft(sql, body, session.userId);
    },
    (saved) => saved.id,
  );
};

const finishAssessmentHandlerAfter =
  (afterWrite: PatientDataWritten): Handler<'finishAssessment'> =>
  (ctx) => {
    const { session, body } = signedIn(ctx);
    return audited(
      ctx,
      { action: 'finishAssessment', entity: 'assessment', entityId: body.id },
      async (sql) => {
        await requireAssessment(sql, session, body.id);
        const finished = await finishAssessment(
          sql,
          body.id,
          body.revision,
          session.userId,
          missingItem,
        );
        await afterWrite(sql, finished.patientId);
        return finished;
      },
      undefined,
      (finished) => ({ total: finished.interpretation?.total ?? finished.rawTotal }),
    );
  };

const amendAssessmentHandlerAfter =
  (afterWrite: PatientDataWritten): Handler<'amendAssessment'> =>
  (ctx) => {
    const { session, body } = signedIn(ctx);
    return audited(
      ctx,
      {
        action: 'amendAssessment',
        entity: 'assessment',
        entityId: body.id,
        detail: { reason: body.reason },
      },
      async (sql) => {
        await requireAssessment(sql, session, body.id);
        const amended = await amendAssessment(sql, body, session.userId);
        await afterWrite(sql, amended.patientId);
        return amended;
      },
    );
  };

/** `afterWrite` hears every write of patient data, in its transaction (platform/calls/hooks.ts). */
export function assessmentHandlers(afterWrite: PatientDataWritten): {
  listAssessments: Handler<'listAssessments'>;
  getAssessment: Handler<'getAssessment'>;
  saveAssessmentDraft: Handler<'saveAssessmentDraft'>;
  finishAssessment: Handler<'finishAssessment'>;
  amendAssessment: Handler<'amendAssessment'>;
} {
  return {
    listAssessments: listAssessmentsHandler,
    getAssessment,
    saveAssessmentDraft,
    finishAssessment: finishAssessmentHandlerAfter(afterWrite),
    amendAssessment: amendAssessmentHandlerAfter(afterWrite),
  };
}
