import { z } from 'zod';
import { doctorJob, sex } from './enums';
import {
  age,
  freeText,
  id,
  idText,
  imageUrl,
  personName,
  phone,
  revision,
  storedRevision,
  text,
} from './fields';
import { archivedFilter, exportOptions, filterText, pageQuery, sortQuery } from './page';

/**
 * A doctor's record (doctorInformation), one per doctor account. `phone` comes masked
 * (`138****5678`) to everyone but the doctor themself; the reveal call shows it in full.
 */
export const doctor = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  doctorName: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  age: z.number().int().nullable(),
  sex: sex.nullable(),
  job: doctorJob.nullable(),
  occupationalNumber: z.string().nullable(),
  workingSeniority: z.number().int().nullable(),
  doctorDescribe: z.string().nullable(),
  /** Raised by every write of the record; `updateDoctor` sends it back. */
  revision: storedRevision,
  /** Issue 32: when the record was archived with its account (删除 archives), else null. */
  archivedAt: z.number().int().nullable(),
});
export type Doctor = z.infer<typeof doctor>;

const doctorFields = {
  doctorName: personName,
  phone: phone.nullable().optional(),
  avatar: imageUrl.nullable().optional(),
  age: age.nullable().optional(),
  sex: sex.nullable().optional(),
  job: doctorJob.nullable().optional(),
  occupationalNumber: text()
    .trim()
    .max(30, '执业证书编号不能超过30个字符')
    .regex(/^[A-Za-z0-9-]*$/, '执业证书编号只能包含字母、数字和短横线')
    .nullable()
    .optional(),
  workingSeniority: z
    .number({ error: '工龄必须是数字' })
    .int('工龄必须是整数')
    .min(0, '工龄不能小于0')
    .max(80, '工龄不能大于80')
    .nullable()
    .optional(),
  doctorDescribe: freeText.nullable().optional(),
};

export const doctorCreate = z.strictObject({ userId: id, ...doctorFields });
export type DoctorCreate = z.infer<typeof doctorCreate>;

/** The whole record as the personal centre sends it; `userId` cannot move a record to another account. */
export const doctorUpdate = z.strictObject({
  id,
  revision,
  userId: id.optional(),
  /** Accepted as read (a record sent back whole) and ignored: 删除 archives, restoreUser restores. */
  archivedAt: z.number().int().nullable().optional(),
  ...doctorFields,
});
export type DoctorUpdate = z.infer<typeof doctorUpdate>;

/** The filters of the doctor list and its export. */
const doctorFilters = {
  name: filterText,
  phone: filterText,
  job: doctorJob.optional(),
  userId: idText.optional(),
  /** Admins only: archived records too, or only them (显示已归档). */
  archived: archivedFilter,
  ...sortQuery(['id', 'doctorName', 'age', 'job', 'workingSeniority']),
};

export const doctorListQuery = pageQuery.extend(doctorFilters).strict();
export type DoctorListQuery = z.infer<typeof doctorListQuery>;

/** `GET /api/doctorInformation/export`: the list's filters and sort, every matching row. */
export const doctorExportQuery = z.strictObject({ ...doctorFilters, ...exportOptions });
export type DoctorExportQuery = z.infer<typeof doctorExportQuery>;

/** `POST /api/doctorInformation/reveal`: a doctor's full phone number, audited. */
export const doctorReveal = z.strictObject({
  id,
  field: z.enum(['phone'], { error: '字段只能是phone' }),
});
export type DoctorReveal = z.infer<typeof doctorReveal>;

export const idParams = z.strictObject({ id: idText });
