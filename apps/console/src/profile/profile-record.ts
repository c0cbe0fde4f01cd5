import type { Doctor, DoctorUpdate, Patient, PatientUpdate, UserAuth } from '@cep/contract';

/** Whose personal centre: a doctor's record (userAuth '1') or a patient's (userAuth '2'). */
export type ProfileKind = 'doctor' | 'patient';

/** The record the personal centre shows. */
export type ProfileRecord = Doctor | Patient;

/** The whole record as the personal centre saves it (the contract's update bodies). */
export type ProfileUpdate = DoctorUpdate | PatientUpdate;

/** Spec §6: userAuth '1' has a doctor's personal centre, '2' a patient's, anyone else none. */
export function profileKindOf(userAuth: UserAuth | undefined): ProfileKind | null {
  if (userAuth === '1') return 'doctor';
  if (userAuth === '2') return 'patient';
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
