import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';

/**
 * The demo patients have accepted every purpose of separate consent (issue 32 item 2), version 1,
 * in the app: the demo's recordings and community work from the first sign-in, and a patient
 * added later meets the consent screen.
 */
export async function seedConsent(trx: Kysely<Tables>): Promise<void> {
  await sql`
    INSERT INTO consent_decisions
           (patient_id, purpose, version, decision, method, recorded_by, recorded_by_name)
    SELECT p.id, t.purpose, t.version, 'accepted', 'app', p.user_id, p.patient_name
      FROM patients p
     CROSS JOIN consent_texts t
     WHERE t.version = 1
     ORDER BY p.id, array_position(ARRAY['medical', 'signals', 'community', 'research'], t.purpose)`.execute(
    trx,
  );
}
