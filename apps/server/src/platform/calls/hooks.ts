import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';

/**
 * Told, inside the transaction that wrote it, that something known about a patient changed (a
 * training session finished, a result or an assessment stored). A domain that writes clinical data
 * takes one and calls it after the write; the composition (src/handlers.ts) decides who listens
 * (today the assistant's rules), so the writer never imports its readers. A listener that throws
 * rolls the write back with it.
 */
export type PatientDataWritten = (sql: Kysely<Tables>, patientId: number) => Promise<void>;
