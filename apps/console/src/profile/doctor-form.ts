import { doctorCreate, doctorUpdate, type Doctor, type DoctorJob, type Sex } from '@cep/contract';
import { z } from 'zod';
import { fieldText, numberOrNull, textOrNull } from './form-values';

/** The doctor's edit form: one text per field (selects hold '' until chosen). */
export interface DoctorFormValues {
  doctorName: string;
  avatar: string;
  phone: string;
  age: string;
  sex: string;
  job: string;
  occupationalNumber: string;
  workingSeniority: string;
  doctorDescribe: string;
}

/** The form's starting values: the record as it is. */
export function doctorFormValues(doctor: Doctor): DoctorFormValues {
  return {
    doctorName: doctor.doctorName,
    avatar: fieldText(doctor.avatar),
    phone: fieldText(doctor.phone),
    age: fieldText(doctor.age),
    sex: fieldText(doctor.sex),
    job: fieldText(doctor.job),
    occupationalNumber: fieldText(doctor.occupationalNumber),
    workingSeniority: fieldText(doctor.workingSeniority),
    doctorDescribe: fieldText(doctor.doctorDescribe),
  };
}

const doctorFormFields = z.object({
  doctorName: z.string(),
  avatar: z.string(),
  phone: z.string(),
  age: z.string(),
  sex: z.string(),
  job: z.string(),
  occupationalNumber: z.string(),
  workingSeniority: z.string(),
  doctorDescribe: z.string(),
});

export interface DoctorFormSchemaOptions {
  /**
   * The phone as someone else's record shows it, masked (`138****5678`; an admin editing a
   * doctor). Saved unchanged, the field is left out of the body, so the server keeps the number;
   * typed over or cleared, it is checked and saved like any other value.
   */
  maskedPhone?: string | null;
}

/** The fields' texts as the contract's fields: blanks as `null`, numbers as numbers. */
function recordFields(values: DoctorFormValues) {
  return {
    doctorName: values.doctorName,
    avatar: textOrNull(values.avatar),
    phone: textOrNull(values.phone),
    age: numberOrNull(values.age),
    // Typed as the enums for the pipe; the pipe's enum rules check the actual value.
    sex: textOrNull(values.sex) as Sex | null,
    job: textOrNull(values.job) as DoctorJob | null,
    occupationalNumber: textOrNull(values.occupationalNumber),
    workingSeniority: numberOrNull(values.workingSeniority),
    doctorDescribe: textOrNull(values.doctorDescribe),
  };
}

/**
 * The form's schema: the texts become the whole record — this doctor's `id` and `userId`, blanks
 * as `null`, numbers as numbers — and then go through the contract's `doctorUpdate`, the very
 * rules the server applies. Its issues keep the record's field names, which are the form's, so
 * each message lands under its field. The result is the body `updateDoctor` sends.
 */
export function doctorFormSchema(
  doctor: Pick<Doctor, 'id' | 'userId' | 'revision'>,
  options: DoctorFormSchemaOptions = {},
) {
  const { maskedPhone } = options;
  return doctorFormFields
    .transform((values): z.input<typeof doctorUpdate> => {
      const fields = recordFields(values);
      const keepPhone = maskedPhone != null && values.phone.trim() === maskedPhone;
      return {
        id: doctor.id,
        // The revision the form was loaded at: a record saved since is refused (40902).
        revision: doctor.revision,
        userId: doctor.userId,
        ...fields,
        phone: keepPhone ? undefined : fields.phone,
      };
    })
    .pipe(doctorUpdate);
}

/**
 * The same form for a new record (医生管理 新增): the texts become the body of `addDoctor` for
 * the account `userId`, checked by the contract's `doctorCreate`.
 */
export function doctorCreateFormSchema(userId: number) {
  return doctorFormFields
    .transform((values): z.input<typeof doctorCreate> => ({ userId, ...recordFields(values) }))
    .pipe(doctorCreate);
}
