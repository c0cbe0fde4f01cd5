import { z } from 'zod';
import { education, handedness, sex } from './enums';
import {
  age,
  freeText,
  fromQueryText,
  id,
  identityCard,
  idText,
  imageUrl,
  newPassword,
  personName,
  phone,
  text,
  username,
  revision,
  storedRevision,
} from './fields';
import { archivedFilter, exportOptions, filterText, pageQuery, sortQuery } from './page';

/**
 * A patient's record (patientInformation), one per patient account. `phone` and `identityCard`
 * come masked (`138****5678`, `110***********1234`) to everyone but the patient themself; the
 * reveal call is the only way to the full value. A masked value never passes the update's rules,
 * so sending one back cannot overwrite the stored number: leave the field out to keep it.
 */
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
  /** Raised by every write of the record; `updatePatient` sends it back. */
  revision: storedRevision,
  /** Issue 32: when the record was archived with its account (删除 archives), else null. */
  archivedAt: z.number().int().nullable(),
});
export type Patient = z.infer<typeof patient>;

/** One clinician of a row's care team, as the list shows them (the team's order). */
export const patientListTeamMember = z.object({
  doctorId: z.number().int(),
  doctorName: z.string(),
});
export type PatientListTeamMember = z.infer<typeof patientListTeamMember>;

/** A row of the patient list: the record, plus its care team (names, for the 护理团队 column). */
export const patientListRow = patient.extend({ careTeam: z.array(patientListTeamMember) });
export type PatientListRow = z.infer<typeof patientListRow>;

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

/**
 * The sign-in account a new patient gets with their record (username and initial password), for
 * a caller who adds a patient who has no account yet (a doctor cannot add accounts otherwise).
 */
export const patientAccount = z.strictObject({ username, password: newPassword });
export type PatientAccount = z.infer<typeof patientAccount>;

/**
 * A new record: for an existing patient account (`userId`), or with a new account (`account`,
 * made in the same transaction, named after the patient). Exactly one of the two.
 */
export const patientCreate = z
  .strictObject({ userId: id.optional(), account: patientAccount.optional(), ...patientFields })
  .refine((body) => (body.userId === undefined) !== (body.account === undefined), {
    message: '请提供userId或新账号（二选一）',
    path: ['userId'],
  });
export type PatientCreate = z.infer<typeof patientCreate>;

/** The whole record as the form sends it, from the `revision` it was loaded at. */
export const patientUpdate = z.strictObject({
  id,
  revision,
  userId: id.optional(),
  /** Accepted as read (a record sent back whole) and ignored: 删除 archives, restoreUser restores. */
  archivedAt: z.number().int().nullable().optional(),
  ...patientFields,
});
export type PatientUpdate = z.infer<typeof patientUpdate>;

/** An age bound of the list's filter (query text → whole years). */
const ageBound = fromQueryText(
  z
    .number({ error: '年龄必须是数字' })
    .int('年龄必须是整数')
    .min(0, '年龄不能小于0')
    .max(150, '年龄不能大于150'),
).optional();

/**
 * The filters of the patient list and its export. `name` matches the name's characters, its full
 * pinyin and its initials (`lhz` and `lihuanzhe` both find 李患者); `doctorId` keeps the patients
 * on that clinician's care team (the assigned clinician).
 */
const patientFilters = {
  name: filterText,
  phone: filterText,
  sex: sex.optional(),
  edu: education.optional(),
  ageMin: ageBound,
  ageMax: ageBound,
  doctorId: idText.optional(),
  userId: idText.optional(),
  /** Admins only: archived records too, or only them (显示已归档). */
  archived: archivedFilter,
  ...sortQuery(['id', 'patientName', 'age', 'sex']),
};

/** 40001 on ageMax for a range whose bounds are the wrong way round. */
function ageRangeInOrder(query: { ageMin?: number | undefined; ageMax?: number | undefined }) {
  return query.ageMin === undefined || query.ageMax === undefined || query.ageMin <= query.ageMax;
}
const ageRangeIssue = { message: '最大年龄不能小于最小年龄', path: ['ageMax'] };

export const patientListQuery = pageQuery
  .extend(patientFilters)
  .strict()
  .refine(ageRangeInOrder, ageRangeIssue);
export type PatientListQuery = z.infer<typeof patientListQuery>;

/** `GET /api/patientInformation/export`: the list's filters and sort, every matching row. */
export const patientExportQuery = z
  .strictObject({ ...patientFilters, ...exportOptions })
  .refine(ageRangeInOrder, ageRangeIssue);
export type PatientExportQuery = z.infer<typeof patientExportQuery>;

/** The personal data shown masked (`138****5678`, `110***********1234`) until revealed. */
export const patientSecretField = z.enum(['phone', 'identityCard'], {
  error: '字段只能是phone或identityCard',
});
export type PatientSecretField = z.infer<typeof patientSecretField>;

/** `POST /api/patientInformation/reveal`: the full value of one masked field, audited. */
export const patientReveal = z.strictObject({ id, field: patientSecretField });
export type PatientReveal = z.infer<typeof patientReveal>;

/** A revealed value; null when the record has none. */
export const revealedValue = z.object({ value: z.string().nullable() });
export type RevealedValue = z.infer<typeof revealedValue>;
