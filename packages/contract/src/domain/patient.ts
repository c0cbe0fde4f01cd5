import { z } from 'zod';
import { education, handedness, sex } from './enums';
import {
  age,
  freeText,
  id,
  identityCard,
  idText,
  imageUrl,
  personName,
  phone,
  text,
} from './fields';
import { filterText, pageQuery } from './page';

/** A patient's record (patientInformation), one per patient account. */
export const patient = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  patientName: z.string(),
  phone: z.string().nullable(),
  age: z.number().int().nullable(),
  sex: sex.nullable(),
  portrait: z.string().nullable(),
  job: z.string().nullable(),
  hobby: z.string().nullable(),
  handedness: handedness.nullable(),
  address: z.string().nullable(),
  edu: education.nullable(),
  identityCard: z.string().nullable(),
});
export type Patient = z.infer<typeof patient>;

const patientFields = {
  patientName: personName,
  phone: phone.nullable().optional(),
  age: age.nullable().optional(),
  sex: sex.nullable().optional(),
  portrait: imageUrl.nullable().optional(),
  job: text().trim().max(50, '职业不能超过50个字符').nullable().optional(),
  hobby: freeText.nullable().optional(),
  handedness: handedness.nullable().optional(),
  address: freeText.nullable().optional(),
  edu: education.nullable().optional(),
  identityCard: identityCard.nullable().optional(),
};

export const patientCreate = z.strictObject({ userId: id, ...patientFields });
export type PatientCreate = z.infer<typeof patientCreate>;

export const patientUpdate = z.strictObject({ id, userId: id.optional(), ...patientFields });
export type PatientUpdate = z.infer<typeof patientUpdate>;

export const patientListQuery = pageQuery
  .extend({ name: filterText, phone: filterText, userId: idText.optional() })
  .strict();
export type PatientListQuery = z.infer<typeof patientListQuery>;
