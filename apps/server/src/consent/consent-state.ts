import {
  consentPurposes,
  type ConsentDecision,
  type ConsentPurpose,
  type ConsentState,
  type ConsentText,
} from '@cep/contract';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { fileUrl } from '../platform/files/uploads';

/*
 * Where a patient stands (issue 32 item 2). A purpose's current text is its highest version; the
 * patient's state on it is their latest decision. They are "due" when they never decided, or when
 * a version published since their decision asked everyone to decide again; until then an
 * acceptance of an earlier version stands for the current one (a wording fix changes nothing).
 * An acceptance counts only while nothing is due: a new version that asks again suspends it.
 */

/** The purpose needed to use the platform at all; `research` is the optional one. */
const requiredPurposes: ReadonlySet<ConsentPurpose> = new Set(['medical']);

interface TextRow {
  purpose: ConsentPurpose;
  version: number;
  title_zh: string;
  body_zh: string;
  title_en: string;
  body_en: string;
  requires_redecision: boolean;
  published_at: Date;
  published_by_name: string | null;
}

interface DecisionRow {
  id: string;
  purpose: ConsentPurpose;
  version: number;
  decision: ConsentDecision['decision'];
  method: ConsentDecision['method'];
  recorded_by_name: string | null;
  decided_at: Date;
  scan_file_id: string | null;
}

/** Every version of every purpose, newest first within a purpose. */
export async function consentTexts(db: Kysely<Tables>): Promise<ConsentText[]> {
  const { rows } = await sql<TextRow>`
    SELECT purpose, version, title_zh, body_zh, title_en, body_en, requires_redecision,
           published_at, published_by_name
      FROM consent_texts
     ORDER BY array_position(${consentPurposes as unknown as string[]}::text[], purpose), version DESC`.execute(
    db,
  );
  return rows.map(textOf);
}

function textOf(row: TextRow): ConsentText {
  return {
    purpose: row.purpose,
    version: row.version,
    titleZh: row.title_zh,
    bodyZh: row.body_zh,
    titleEn: row.title_en,
    bodyEn: row.body_en,
    requiresRedecision: row.requires_redecision,
    publishedAt: row.published_at.toISOString(),
    publishedByName: row.published_by_name,
  };
}

function decisionOf(row: DecisionRow): ConsentDecision {
  return {
    id: Number(row.id),
    purpose: row.purpose,
    version: row.version,
    decision: row.decision,
    method: row.method,
    recordedByName: row.recorded_by_name,
    decidedAt: row.decided_at.toISOString(),
    scanUrl: row.scan_file_id ? fileUrl(row.scan_file_id) : null,
  };
}

/** The patient's consent, every purpose, with the history of their decisions. */
export async function consentStateOf(db: Kysely<Tables>, patientId: number): Promise<ConsentState> {
  const texts = await consentTexts(db);
  const { rows } = await sql<DecisionRow>`
    SELECT id, purpose, version, decision, method, recorded_by_name, decided_at, scan_file_id
      FROM consent_decisions WHERE patient_id = ${patientId}
     ORDER BY id DESC`.execute(db);
  const history = rows.map(decisionOf);
  const purposes = consentPurposes.map((purpose) => {
    const versions = texts.filter((text) => text.purpose === purpose);
    const current = versions[0];
    if (!current) throw new Error(`consent: no text for ${purpose}`);
    const latest = history.find((decision) => decision.purpose === purpose) ?? null;
    const due =
      latest === null ||
      versions.some(
        (text) =>
          text.version > latest.version &&
          text.version <= current.version &&
          text.requiresRedecision,
      );
    return {
      purpose,
      required: requiredPurposes.has(purpose),
      current,
      latest,
      due,
      accepted: !due && latest?.decision === 'accepted',
    };
  });
  return {
    patientId,
    purposes,
    due: purposes.some((state) => state.due),
    careAllowed: purposes.some((state) => state.purpose === 'medical' && state.accepted),
    history,
  };
}

/**
 * Whether the patient's current acceptance of `purpose` stands. Takes the patient's consent lock
 * shared: a withdrawal (which takes it exclusively) waits for the write that relied on the
 * acceptance to commit, or that write waits for the withdrawal and then sees it.
 */
export async function hasAccepted(
  trx: Kysely<Tables>,
  patientId: number,
  purpose: ConsentPurpose,
): Promise<boolean> {
  if (trx.isTransaction) {
    await sql`SELECT pg_advisory_xact_lock_shared(${CONSENT_LOCK}, ${patientId})`.execute(trx);
  }
  const state = await consentStateOf(trx, patientId);
  return state.purposes.some((entry) => entry.purpose === purpose && entry.accepted);
}

/** The advisory-lock class of a patient's consent (any fixed number; the key is the patient id). */
export const CONSENT_LOCK = 7_482_039;
