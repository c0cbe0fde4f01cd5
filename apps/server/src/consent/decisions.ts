import type {
  ConsentDecisionKind,
  ConsentMethod,
  ConsentPurpose,
  ConsentState,
  ConsentText,
  ConsentTextPublish,
} from '@cep/contract';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { CONSENT_LOCK, consentStateOf, consentTexts } from './consent-state';

/*
 * The writes of separate consent (issue 32 item 2): a new version of a text, a patient's decisions
 * (in the app or on paper), and what a decision ends. Each runs in the caller's audited
 * transaction, so the decision, its effects and the audit line commit together.
 *
 * What a missing acceptance ends (decided here, documented in the reply of issue 32):
 * - signals: a recording in progress is stopped by the server (its data so far is kept); no new
 *   one starts (40360).
 * - community: the patient leaves every group, with their sign-ups to sessions still to come and
 *   their challenges (as removeMember does); their posts stay, nothing clinical is touched.
 * - medical: nothing is deleted (the medical record is kept as the law requires); the patient can
 *   use no page but the consent screen until they accept again, and their care team sees the
 *   withdrawal on the patient's page (知情同意).
 */

export interface DecisionInput {
  purpose: ConsentPurpose;
  version: number;
  decision: ConsentDecisionKind;
}

export interface Recorder {
  userId: number;
  name: string;
  method: ConsentMethod;
  /** The scan of the paper form (paper decisions only). */
  scanFileId?: string | undefined;
}

/** Stores the decisions (each against the current version), then applies what they end. */
export async function recordDecisions(
  trx: Kysely<Tables>,
  patientId: number,
  decisions: readonly DecisionInput[],
  by: Recorder,
): Promise<ConsentState> {
  // Exclusive: a write relying on an acceptance (hasAccepted, shared) is not half-way meanwhile.
  await sql`SELECT pg_advisory_xact_lock(${CONSENT_LOCK}, ${patientId})`.execute(trx);
  const before = await consentStateOf(trx, patientId);
  const seen = new Set<ConsentPurpose>();
  for (const input of decisions) {
    if (seen.has(input.purpose)) throw new ApiError(40001, '参数校验失败：同一事项只能决定一次');
    seen.add(input.purpose);
    const state = before.purposes.find((entry) => entry.purpose === input.purpose)!;
    if (state.current.version !== input.version) throw new ApiError(40930);
    if (input.decision === 'withdrawn' && state.latest?.decision !== 'accepted') {
      throw new ApiError(40931);
    }
    await sql`
      INSERT INTO consent_decisions
             (patient_id, purpose, version, decision, method, recorded_by, recorded_by_name, scan_file_id)
      VALUES (${patientId}, ${input.purpose}, ${input.version}, ${input.decision}, ${by.method},
              ${by.userId}, ${by.name}, ${by.scanFileId ?? null})`.execute(trx);
  }
  const after = await consentStateOf(trx, patientId);
  const accepted = (purpose: ConsentPurpose) =>
    after.purposes.some((entry) => entry.purpose === purpose && entry.accepted);
  if (!accepted('signals')) await stopRecordings(trx, patientId);
  if (!accepted('community')) await leaveCommunity(trx, patientId);
  return after;
}

/** Stops the patient's recordings in progress (what was recorded is kept). */
async function stopRecordings(trx: Kysely<Tables>, patientId: number): Promise<void> {
  await sql`
    WITH stopped AS (
      UPDATE recordings SET status = 'stopped', stopped_at = now()
       WHERE patient_id = ${patientId} AND status = 'recording' RETURNING id
    )
    UPDATE recording_devices SET active = false
     WHERE recording_id IN (SELECT id FROM stopped)`.execute(trx);
}

/**
 * The patient leaves the community: every group, the sessions still to come, the challenges (as
 * an admin's removeMember does, group by group). Their posts stay as they were.
 */
async function leaveCommunity(trx: Kysely<Tables>, patientId: number): Promise<void> {
  await sql`
    DELETE FROM group_session_signups s
     USING group_sessions gs
     WHERE gs.id = s.session_id AND s.patient_id = ${patientId} AND gs.starts_at > now()`.execute(
    trx,
  );
  await sql`DELETE FROM challenge_participants WHERE patient_id = ${patientId}`.execute(trx);
  await sql`DELETE FROM patient_group_members WHERE patient_id = ${patientId}`.execute(trx);
}

/**
 * A new version of a purpose's text (the next number); earlier versions stay as they were.
 * Publishers are serialised per purpose by the primary key: two at once, one gets 40901.
 */
export async function publishText(
  trx: Kysely<Tables>,
  input: ConsentTextPublish,
  by: { userId: number; name: string },
): Promise<ConsentText> {
  try {
    await sql`
      INSERT INTO consent_texts
             (purpose, version, title_zh, body_zh, title_en, body_en, requires_redecision,
              published_by, published_by_name)
      SELECT ${input.purpose}, max(version) + 1, ${input.titleZh}, ${input.bodyZh},
             ${input.titleEn}, ${input.bodyEn}, ${input.requiresRedecision},
             ${by.userId}, ${by.name}
        FROM consent_texts WHERE purpose = ${input.purpose}`.execute(trx);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw new ApiError(40901, '同时有人发布了新版本，请刷新后再试');
    }
    throw error;
  }
  const texts = await consentTexts(trx);
  return texts.find((text) => text.purpose === input.purpose)!;
}

/**
 * The stored scan a paper consent names: uploaded under `consent` by the recording clinician and
 * not yet taken by another record. It becomes the patient's file (read by their care team).
 */
export async function takeScan(
  trx: Kysely<Tables>,
  scanUrl: string,
  patientId: number,
  userId: number,
): Promise<string> {
  const id = scanUrl.slice(scanUrl.lastIndexOf('/') + 1).toLowerCase();
  const { rows } = await sql<{ id: string }>`
    UPDATE files SET patient_id = ${patientId}
     WHERE id = ${id}::uuid AND module = 'consent' AND owner_id = ${userId}
       AND (patient_id IS NULL OR patient_id = ${patientId})
    RETURNING id`.execute(trx);
  if (!rows[0]) throw new ApiError(40001, '参数校验失败：扫描件不存在或不是本人上传的，请重新上传');
  return rows[0].id;
}
