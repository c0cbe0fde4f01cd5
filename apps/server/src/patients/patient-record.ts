import type { Patient, PatientCreate } from '@cep/contract';
import { type Selectable, type Updateable } from 'kysely';
import type { PatientsTable } from '../platform/db/schema';
import { maskIdentityCard, maskPhone } from '../platform/lists/masking';
import { namePinyinColumns } from './name-pinyin';

/* A patient record as the API shows it, and the columns a form writes. */

/** Every column the API shows, in its order. */
export const patientColumns = [
  'id',
  'user_id',
  'patient_name',
  'phone',
  'age',
  'sex',
  'portrait',
  'job',
  'hobby',
  'handedness',
  'address',
  'edu',
  'identity_card',
  'revision',
  'archived_at',
] as const;

export type PatientRow = Pick<Selectable<PatientsTable>, (typeof patientColumns)[number]>;

export function toPatient(row: PatientRow): Patient {
  return {
    id: row.id,
    userId: row.user_id,
    patientName: row.patient_name,
    phone: row.phone,
    age: row.age,
    sex: row.sex,
    portrait: row.portrait,
    job: row.job,
    hobby: row.hobby,
    handedness: row.handedness,
    address: row.address,
    edu: row.edu,
    identityCard: row.identity_card,
    revision: row.revision,
    archivedAt: row.archived_at?.getTime() ?? null,
  };
}

/** The record as shown to anyone but its owner: phone and ID card masked. */
export function maskPatient(record: Patient): Patient {
  return {
    ...record,
    phone: maskPhone(record.phone),
    identityCard: maskIdentityCard(record.identityCard),
  };
}

export type PatientFields = Omit<PatientCreate, 'userId'>;

/**
 * The columns of the fields sent; a field left out stays as it is (undefined is not written). A
 * name comes with its pinyin, which the list's name filter searches.
 */
export function columnsOf(input: PatientFields): Updateable<PatientsTable> {
  return {
    patient_name: input.patientName,
    ...namePinyinColumns(input.patientName),
    phone: input.phone,
    age: input.age,
    sex: input.sex,
    portrait: input.portrait,
    job: input.job,
    hobby: input.hobby,
    handedness: input.handedness,
    address: input.address,
    edu: input.edu,
    identity_card: input.identityCard,
  };
}
