import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { audited } from '../platform/calls/audited';
import { signedIn, type Handlers } from '../platform/calls/context';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import type { Session } from '../platform/auth/sessions';
import { patientScopeOf, requirePatientInScope } from '../patients/patient-scope';
import { consentStateOf, consentTexts } from './consent-state';
import { publishText, recordDecisions, takeScan } from './decisions';

/*
 * 知情同意 (issue 32 item 2). Texts are read by anyone signed in (the consent screen shows them);
 * the admin publishes ('consent:manage'). A patient reads and decides only their own; a clinician
 * reads a patient of their care team and records a paper consent ('consent:record', plus the care
 * team). Every read of a patient's consent and every write is audited; a write's effects (the
 * community left, a recording stopped) commit with its audit line.
 */
const entity = 'consent';

/** The caller's own patient record ('consent:decide' is the patient role's); none: 40362. */
async function ownPatientId(db: Kysely<Tables>, session: Session): Promise<number> {
  if (session.userAuth === '2') {
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM patients WHERE user_id = ${session.userId}`.execute(db);
    if (rows[0]) return rows[0].id;
  }
  throw new ApiError(40362);
}

export const consentHandlers: Pick<
  Handlers,
  | 'listConsentTexts'
  | 'publishConsentText'
  | 'getMyConsent'
  | 'decideMyConsent'
  | 'getPatientConsent'
  | 'recordPaperConsent'
> = {
  listConsentTexts: (ctx) => consentTexts(ctx.sql),

  publishConsentText: (ctx) => {
    const { session, body } = signedIn(ctx);
    return audited(
      ctx,
      { action: 'publishConsentText', entity: 'consentText' },
      (trx) => publishText(trx, body, { userId: session.userId, name: session.name }),
      (text) => `${text.purpose}:${text.version}`,
      (text) => ({ purpose: text.purpose, requiresRedecision: text.requiresRedecision }),
    );
  },

  getMyConsent: async (ctx) => {
    const { session } = signedIn(ctx);
    // A patient account without a record yet has nothing to decide: the console lets it through.
    const patientId = await ownPatientId(ctx.sql, session).catch(() => null);
    if (patientId === null) return null;
    return audited(ctx, { action: 'getMyConsent', entity, entityId: patientId, read: true }, (db) =>
      consentStateOf(db, patientId),
    );
  },

  decideMyConsent: (ctx) => {
    const { session, body } = signedIn(ctx);
    return audited(
      ctx,
      { action: 'decideMyConsent', entity },
      async (trx) => {
        const patientId = await ownPatientId(trx, session);
        return recordDecisions(trx, patientId, body.decisions, {
          userId: session.userId,
          name: session.name,
          method: 'app',
        });
      },
      (state) => state.patientId,
      () => ({ decisions: body.decisions }),
    );
  },

  getPatientConsent: (ctx) => {
    const { session, query } = signedIn(ctx);
    return audited(
      ctx,
      { action: 'getPatientConsent', entity, entityId: query.patientId, read: true },
      async (db) => {
        await requirePatientInScope(db, patientScopeOf(session), query.patientId, '查看');
        return consentStateOf(db, query.patientId);
      },
    );
  },

  recordPaperConsent: (ctx) => {
    const { session, body } = signedIn(ctx);
    return audited(
      ctx,
      { action: 'recordPaperConsent', entity, entityId: body.patientId },
      async (trx) => {
        await requirePatientInScope(trx, patientScopeOf(session), body.patientId, '修改');
        const scanFileId = await takeScan(trx, body.scanUrl, body.patientId, session.userId);
        return recordDecisions(trx, body.patientId, body.decisions, {
          userId: session.userId,
          name: session.name,
          method: 'paper',
          scanFileId,
        });
      },
      undefined,
      () => ({ decisions: body.decisions }),
    );
  },
};
