import { itemKey, scales } from '@cep/contract';
import type { Kysely } from 'kysely';
import { runAssistant } from '../assistant/findings';
import type { Tables } from '../platform/db/schema';

/*
 * Demo assessment (issue 14): 张医生 tested 李患者 with the MoCA 35 days ago, before the plan
 * began, with delayed recall and attention the weakest sections. Then the assistant runs once over
 * the demo, so a clinician signing in sees what it suggests on real-looking data: exercises for
 * memory and attention the plan lacks, and that the re-assessment is due.
 */

const DAY_MS = 86_400_000;

/** Section scores below the maximum (the rest are full). */
const lower: Record<string, number> = { delayedRecall: 1, attention: 3, visuospatial: 4 };

export async function seedAssessments(
  trx: Kysely<Tables>,
  idOf: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const doctorUser = idOf.get('doctor');
  const patientUser = idOf.get('patient');
  if (doctorUser === undefined || patientUser === undefined) return;
  const patient = await trx
    .selectFrom('patients')
    .select('id')
    .where('user_id', '=', patientUser)
    .executeTakeFirstOrThrow();
  const scores: Record<string, number> = {};
  for (const section of scales.moca.sections) {
    // Spread a section's score over its items, first items first.
    let left = lower[section.id] ?? section.items.reduce((sum, item) => sum + item.max, 0);
    for (const item of section.items) {
      const score = Math.min(item.max, left);
      scores[itemKey(section, item)] = score;
      left -= score;
    }
  }
  const tested = new Date(now.getTime() - 35 * DAY_MS);
  await trx
    .insertInto('assessments')
    .values({
      patient_id: patient.id,
      kind: 'moca',
      status: 'finished',
      tested_on: new Date(tested.getTime() + 8 * 3_600_000).toISOString().slice(0, 10),
      scores: JSON.stringify(scores),
      revision: 1,
      created_by: doctorUser,
      created_at: tested,
      updated_at: tested,
      finished_by: doctorUser,
      finished_at: tested,
    })
    .execute();
  await runAssistant(trx, patient.id, now.getTime());
}
