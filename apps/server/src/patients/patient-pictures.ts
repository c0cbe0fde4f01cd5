import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import type { FileReadRule } from '../platform/files/files';
import { ApiError } from '../platform/http/api-error';
import { mayViewPatient } from './patient-access';

/**
 * The read rule of every other stored file: a patient's picture (linked to a patient record, or
 * uploaded by a patient account) is patient data, only for a signed-in caller who may see that
 * patient (`mayViewPatient`: admin, the patient, their care team). Other pictures (doctors', the
 * admin's) stay public: an <img> sends no token.
 */
export const patientPictureRule: FileReadRule = async (file, caller, sql) => {
  const patientId = file.patientId ?? (await uploadingPatient(sql, file.ownerId));
  if (patientId === undefined) return 'public';
  if (!(await mayViewPatient(sql, await caller(), patientId))) throw new ApiError(40301);
  return 'personal';
};

/**
 * The patient record of the account that uploaded a file no record has taken yet (a portrait
 * between its upload and the form's save): still that patient's picture.
 */
async function uploadingPatient(
  sql: Kysely<Tables>,
  ownerId: number | null,
): Promise<number | undefined> {
  if (ownerId === null) return undefined;
  const row = await sql
    .selectFrom('patients')
    .innerJoin('users', 'users.id', 'patients.user_id')
    .select('patients.id')
    .where('patients.user_id', '=', ownerId)
    .where('users.user_auth', '=', '2')
    .executeTakeFirst();
  return row?.id;
}
