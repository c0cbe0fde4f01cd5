import {
  patientCreate,
  patientUpdate,
  type Education,
  type Handedness,
  type Patient,
  type Sex,
} from '@cep/contract';
import { z } from 'zod';
import { fieldText, numberOrNull, textOrNull } from './form-values';

/** The patient's edit form: one text per field (selects hold '' until chosen). */
export interface PatientFormValues {
  patientName: string;
  portrait: string;
  phone: string;
  age: string;
  sex: string;
  job: string;
  hobby: string;
  handedness: string;
  edu: string;
  identityCard: string;
  address: string;
}

/** The form's starting values: the record as it is. */
export function patientFormValues(patient: Patient): PatientFormValues {
  return {
    patientName: patient.patientName,
    portrait: fieldText(patient.portrait),
    phone: fieldText(patient.phone),
    age: fieldText(patient.age),
    sex: fieldText(patient.sex),
    job: fieldText(patient.job),
    hobby: fieldText(patient.hobby),
    handedness: fieldText(patient.handedness),
    edu: fieldText(patient.edu),
    identityCard: fieldText(patient.identityCard),
    address: fieldText(patient.address),
  };
}

const patientFormFields = z.object({
  patientName: z.string(),
  portrait: z.string(),
  phone: z.string(),
  age: z.string(),
  sex: z.string(),
  job: z.string(),
  hobby: z.string(),
  handedness: z.string(),
  edu: z.string(),
  identityCard: z.string(),
  address: z.string(),
});

/**
 * A number the server sent masked (`138****5678`) and left as it was: not sent, so the stored
 * number stays (a masked value never passes the contract's rules). The patient themself gets
 * their numbers in full, so for them this never applies.
 */
function unlessMasked(typed: string, shown: string | null | undefined): string | null | undefined {
  const value = textOrNull(typed);
  return value !== null && value === shown && value.includes('*') ? undefined : value;
}

/** The record's fields from the form's texts (blanks as `null`, the age as a number). */
function fieldsOf(values: z.infer<typeof patientFormFields>, shown?: Partial<Patient>) {
  return {
    patientName: values.patientName,
    portrait: textOrNull(values.portrait),
    phone: unlessMasked(values.phone, shown?.phone),
    age: numberOrNull(values.age),
    // Typed as the enums for the pipe; the pipe's enum rules check the actual value.
    sex: textOrNull(values.sex) as Sex | null,
    job: textOrNull(values.job),
    hobby: textOrNull(values.hobby),
    handedness: textOrNull(values.handedness) as Handedness | null,
    edu: textOrNull(values.edu) as Education | null,
    identityCard: unlessMasked(values.identityCard, shown?.identityCard),
    address: textOrNull(values.address),
  };
}

/**
 * The form's schema: the texts become the whole record (this patient's `id` and `userId`, blanks
 * as `null`, the age as a number) and go through the contract's `patientUpdate` — the rules the
 * server applies, the ID card's check digit included. The result is the body `updatePatient` sends.
 * A phone or ID card still masked as the server sent it is left out (kept as stored).
 */
export function patientFormSchema(
  patient: Pick<Patient, 'id' | 'userId' | 'revision'> &
    Partial<Pick<Patient, 'phone' | 'identityCard'>>,
) {
  return patientFormFields
    .transform((values): z.input<typeof patientUpdate> => ({
      id: patient.id,
      // The revision the form was loaded at: a record saved since is refused (40902).
      revision: patient.revision,
      userId: patient.userId,
      ...fieldsOf(values, patient),
    }))
    .pipe(patientUpdate);
}

/** The create form: the record's fields plus the new patient's sign-in account. */
export interface PatientCreateFormValues extends PatientFormValues {
  username: string;
  password: string;
}

/** A blank create form. */
export const emptyPatientCreateValues: PatientCreateFormValues = {
  patientName: '',
  portrait: '',
  phone: '',
  age: '',
  sex: '',
  job: '',
  hobby: '',
  handedness: '',
  edu: '',
  identityCard: '',
  address: '',
  username: '',
  password: '',
};

/**
 * The create form's schema: a new record with a new account (`patientCreate` with `account`),
 * checked by the contract's rules (username, initial password, the record's fields).
 */
export function patientCreateFormSchema() {
  return patientFormFields
    .extend({ username: z.string(), password: z.string() })
    .transform((values): z.input<typeof patientCreate> => ({
      account: { username: values.username.trim(), password: values.password },
      ...fieldsOf(values),
    }))
    .pipe(patientCreate);
}
