import type { Kysely } from 'kysely';
import { demoCareTeams } from './demo-data';
import type { Tables } from '../platform/db/schema';

/**
 * Puts the demo patients on their demo care teams (demo-data.ts), inside the seed's transaction.
 * `idOf` maps a username to the account just created; records are found by account. Seeded rows
 * have no `assigned_by`: nobody assigned them.
 */
export async function seedCareTeams(
  trx: Kysely<Tables>,
  idOf: ReadonlyMap<string, number>,
): Promise<void> {
  const accountId = (username: string) => {
    const id = idOf.get(username);
    if (id === undefined) throw new Error(`seed: no account ${username} for a care team`);
    return id;
  };
  const [doctors, patients] = await Promise.all([
    trx.selectFrom('doctors').select(['id', 'user_id']).execute(),
    trx.selectFrom('patients').select(['id', 'user_id']).execute(),
  ]);
  const doctorOf = new Map(doctors.map((row) => [row.user_id, row.id]));
  const patientOf = new Map(patients.map((row) => [row.user_id, row.id]));
  const recordOf = (records: Map<number, number>, username: string) => {
    const id = records.get(accountId(username));
    if (id === undefined) throw new Error(`seed: no record for ${username} on a care team`);
    return id;
  };
  const rows = demoCareTeams.flatMap((team) =>
    team.patients.map((patient) => ({
      doctor_id: recordOf(doctorOf, team.doctor),
      patient_id: recordOf(patientOf, patient),
    })),
  );
  await trx.insertInto('care_team_members').values(rows).execute();
}
