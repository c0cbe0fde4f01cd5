import type { Patient, PatientCreate, PatientUpdate } from '@cep/contract';
import { type Insertable, type Kysely } from 'kysely';
import type { PatientsTable, Tables } from '../platform/db/schema';
import { inTransaction } from '../platform/db/transaction';
import { ApiError } from '../platform/http/api-error';
import { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../platform/lists/list-query';
import {
  createUser,
  requireAccountOfKind,
  showRecordOnAccount,
  archiveUser,
} from '../identity/users/user-writes';

import { claimRevision } from '../platform/calls/revision';
import { columnsOf, patientColumns, toPatient } from './patient-record';

/**
 * Adds the record of a patient account (userAuth '2'); one record per account → 40901. With
 * `account` instead of `userId`, the account is made first (named after the patient, role
 * patient), in the same transaction: a taken username → 40901 and nothing is kept.
 */
export async function createPatient(db: Kysely<Tables>, input: PatientCreate): Promise<Patient> {
  const { userId, account, ...fields } = input;
  try {
    const row = await inTransaction(db, async (trx) => {
      let owner: number;
      if (account) {
        const created = await createUser(trx, {
          username: account.username,
          password: account.password,
          name: fields.patientName,
          userAuth: '2',
        });
        owner = created.id;
      } else {
        if (userId === undefined) throw new ApiError(40001, '参数校验失败：请提供userId或新账号');
        await requireAccountOfKind(trx, userId, '2');
        owner = userId;
      }
      const values: Insertable<PatientsTable> = {
        ...columnsOf(fields),
        patient_name: fields.patientName,
        user_id: owner,
      };
      const created = await trx
        .insertInto('patients')
        .values(values)
        .returning(patientColumns)
        .executeTakeFirstOrThrow();
      await showRecordOnAccount(trx, created.user_id, {
        name: created.patient_name,
        picture: created.portrait,
      });
      return created;
    });
    return toPatient(row);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new ApiError(40901, '该用户已有患者档案');
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw new ApiError(40401, '用户不存在');
    throw error;
  }
}

/**
 * Writes the fields sent (the caller has checked who may) from `input.revision` (a record saved
 * since → 40902, nothing written); `userId` never changes here.
 */
export async function updatePatient(db: Kysely<Tables>, input: PatientUpdate): Promise<Patient> {
  const row = await inTransaction(db, async (trx) => {
    await claimRevision(trx, 'patients', input.id, input.revision, '患者档案不存在');
    const updated = await trx
      .updateTable('patients')
      .set({ ...columnsOf(input), updated_at: new Date() })
      .where('id', '=', input.id)
      .returning(patientColumns)
      .executeTakeFirst();
    if (updated) {
      await showRecordOnAccount(trx, updated.user_id, {
        name: updated.patient_name,
        picture: updated.portrait,
      });
    }
    return updated;
  });
  if (!row) throw new ApiError(40401, '患者档案不存在');
  return toPatient(row);
}

/**
 * Issue 32: 删除 archives the record with its account (identity/users/user-writes.ts
 * archiveUser); its assessments, training, recordings, findings and messages stay.
 */
export async function archivePatient(
  db: Kysely<Tables>,
  id: number,
  actorId: number,
): Promise<void> {
  const record = await db
    .selectFrom('patients')
    .select('user_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!record) throw new ApiError(40401, '患者档案不存在');
  await archiveUser(db, record.user_id, actorId);
}
