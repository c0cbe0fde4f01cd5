import {
  userAuthOf,
  type Doctor,
  type DoctorUpdate,
  type Patient,
  type PatientUpdate,
  type UserAuth,
} from '@cep/contract';

/** Whose personal centre: a doctor's record (userAuth '1') or a patient's (userAuth '2'). */
export type ProfileKind = 'doctor' | 'patient';

/** The record the personal centre shows. */
export type ProfileRecord = Doctor | Patient;

/** The whole record as the personal centre saves it (the contract's update bodies). */
export type ProfileUpdate = DoctorUpdate | PatientUpdate;

/** Spec §6: a doctor has a doctor's personal centre, a patient a patient's, anyone else none. */
export function profileKindOf(userAuth: UserAuth | undefined): ProfileKind | null {
  if (userAuth === userAuthOf.doctor) return 'doctor';
  if (userAuth === userAuthOf.patient) return 'patient';
  return null;
}

/** Tells the two records apart by the field only a doctor's has. */
export function isDoctorRecord(record: ProfileRecord): record is Doctor {
  return 'doctorName' in record;
}

/** The same for the bodies sent on save. */
export function isDoctorUpdate(record: ProfileUpdate): record is DoctorUpdate {
  return 'doctorName' in record;
}

/** The person's name, whichever record it is. */
export function nameOf(record: ProfileRecord): string {
  return isDoctorRecord(record) ? record.doctorName : record.patientName;
}

/** The picture's address (a doctor's `avatar`, a patient's `portrait`), or `null`. */
export function pictureOf(record: ProfileRecord): string | null {
  return isDoctorRecord(record) ? record.avatar : record.portrait;
}
