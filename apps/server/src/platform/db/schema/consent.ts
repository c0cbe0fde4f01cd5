import type { Generated } from 'kysely';
import type { TimestampDefaultNow } from './columns';

/*
 * Separate consent (issue 32 item 2) as Kysely sees it (migrations/0039_consent.sql is the truth;
 * keep this in step). Rows are never updated (a trigger refuses), only added.
 */

type Purpose = 'medical' | 'signals' | 'community' | 'research';

/** One published version of a purpose's text. */
export interface ConsentTextsTable {
  purpose: Purpose;
  version: number;
  title_zh: string;
  body_zh: string;
  title_en: string;
  body_en: string;
  requires_redecision: Generated<boolean>;
  published_by: number | null;
  published_by_name: string | null;
  published_at: TimestampDefaultNow;
}

/** One decision of a patient on a purpose's version. */
export interface ConsentDecisionsTable {
  /** bigserial: read back as text. */
  id: Generated<string>;
  patient_id: number;
  purpose: Purpose;
  version: number;
  decision: 'accepted' | 'declined' | 'withdrawn';
  method: 'app' | 'paper';
  recorded_by: number | null;
  recorded_by_name: string | null;
  scan_file_id: string | null;
  decided_at: TimestampDefaultNow;
}

export interface ConsentTables {
  consent_texts: ConsentTextsTable;
  consent_decisions: ConsentDecisionsTable;
}
