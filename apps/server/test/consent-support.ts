import { sql, type Kysely } from 'kysely';
import type { Tables } from '../src/platform/db/schema';

/*
 * Separate consent (issue 32 item 2) for the tests that make patients and then record signals or
 * use the community: the server refuses both without the patient's acceptance (40360, 40361), so
 * such a test has its patients accept, as a patient would on the consent screen.
 */

/** The patients accept every purpose's current text (in the app, as themselves). */
export async function acceptAllConsent(
  db: Kysely<Tables>,
  ...patientIds: readonly number[]
): Promise<void> {
  for (const patientId of patientIds) {
    await sql`
      INSERT INTO consent_decisions
             (patient_id, purpose, version, decision, method, recorded_by, recorded_by_name)
      SELECT p.id, t.purpose, t.version, 'accepted', 'app', p.user_id, p.patient_name
        FROM patients p
       CROSS JOIN (SELECT DISTINCT ON (purpose) purpose, version
                     FROM consent_texts ORDER BY purpose, version DESC) t
       WHERE p.id = ${patientId}`.execute(db);
  }
}
