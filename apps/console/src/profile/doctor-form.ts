import { doctorUpdate, type Doctor, type DoctorJob, type Sex } from '@cep/contract';
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

/**
 * The form's schema: the texts become the whole record — this doctor's `id` and `userId`, blanks
 * as `null`, numbers as numbers — and then go through the contract's `doctorUpdate`, the very
 * rules the server applies. Its issues keep the record's field names, which are the form's, so
 * each message lands under its field. The result is the body `updateDoctor` sends.
 */
export function doctorFormSchema(doctor: Pick<Doctor, 'id' | 'userId'>) {
  return doctorFormFields
    .transform((values): z.input<typeof doctorUpdate> => ({
      id: doctor.id,
      userId: doctor.userId,
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
    }))
    .pipe(doctorUpdate);
}
