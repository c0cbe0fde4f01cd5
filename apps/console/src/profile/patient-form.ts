import {
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
 * The form's schema: the texts become the whole record (this patient's `id` and `userId`, blanks
 * as `null`, the age as a number) and go through the contract's `patientUpdate` — the rules the
 * server applies, the ID card's check digit included. The result is the body `updatePatient` sends.
 */
export function patientFormSchema(patient: Pick<Patient, 'id' | 'userId'>) {
  return patientFormFields
    .transform((values): z.input<typeof patientUpdate> => ({
      id: patient.id,
      userId: patient.userId,
      patientName: values.patientName,
      portrait: textOrNull(values.portrait),
      phone: textOrNull(values.phone),
      age: numberOrNull(values.age),
      // Typed as the enums for the pipe; the pipe's enum rules check the actual value.
      sex: textOrNull(values.sex) as Sex | null,
      job: textOrNull(values.job),
      hobby: textOrNull(values.hobby),
      handedness: textOrNull(values.handedness) as Handedness | null,
      edu: textOrNull(values.edu) as Education | null,
      identityCard: textOrNull(values.identityCard),
      address: textOrNull(values.address),
    }))
    .pipe(patientUpdate);
}
