import type { ProfileMessages } from '../i18n/profile-messages';
import { choiceOptions } from './choice-options';
import type { DoctorFormValues } from './doctor-form';
import type { PatientCreateFormValues } from './patient-form';
import type { ProfileField } from './profile-edit-form';

/*
 * The records' forms as lists of fields (spec §2), drawn by the one ProfileEditForm. The order is
 * the form's; the rules are the contract's (doctor-form.ts, patient-form.ts).
 */

/** A doctor: name, phone, avatar, age, sex, job, certificate number, seniority, description. */
export function doctorFields(t: ProfileMessages): ProfileField<DoctorFormValues>[] {
  return [
    {
      kind: 'text',
      name: 'doctorName',
      label: t.fields.name,
      required: true,
      input: { autoComplete: 'name' },
    },
    {
      kind: 'text',
      name: 'phone',
      label: t.fields.phone,
      input: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' },
    },
    { kind: 'avatar', name: 'avatar', label: t.fields.avatar },
    {
      kind: 'text',
      name: 'age',
      label: t.fields.age,
      input: { inputMode: 'numeric', suffix: t.ageUnit },
    },
    { kind: 'choice', name: 'sex', label: t.fields.sex, options: choiceOptions('sex', t.choices) },
    {
      kind: 'choice',
      name: 'job',
      label: t.fields.job,
      options: choiceOptions('doctorJob', t.choices),
    },
    {
      kind: 'text',
      name: 'occupationalNumber',
      label: t.fields.occupationalNumber,
      input: { autoComplete: 'off' },
    },
    {
      kind: 'text',
      name: 'workingSeniority',
      label: t.fields.workingSeniority,
      input: { inputMode: 'numeric', suffix: t.seniorityUnit },
    },
    {
      kind: 'longText',
      name: 'doctorDescribe',
      label: t.fields.doctorDescribe,
      rows: 4,
      wide: true,
    },
  ];
}

/** The labels of a new patient's sign-in account (the page's messages). */
export interface AccountLabels {
  username: string;
  password: string;
  passwordHint?: string;
}

/**
 * A new patient's sign-in account, before the record's fields (患者管理 新增). The contract reports
 * its issues under `account.…`.
 */
export function patientAccountFields(
  labels: AccountLabels,
): ProfileField<PatientCreateFormValues>[] {
  return [
    {
      kind: 'text',
      name: 'username',
      label: labels.username,
      required: true,
      errorAt: 'account.username',
      input: { autoComplete: 'off', spellCheck: false },
    },
    {
      kind: 'text',
      name: 'password',
      label: labels.password,
      required: true,
      description: labels.passwordHint,
      errorAt: 'account.password',
      input: { type: 'password', autoComplete: 'new-password' },
    },
  ];
}

/**
 * A patient: name, phone, portrait, age, sex, work, hobby, handedness, education, ID card number,
 * home address.
 */
export function patientFields(t: ProfileMessages): ProfileField<PatientCreateFormValues>[] {
  return [
    {
      kind: 'text',
      name: 'patientName',
      label: t.fields.name,
      required: true,
      input: { autoComplete: 'name' },
    },
    {
      kind: 'text',
      name: 'phone',
      label: t.fields.phone,
      input: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' },
    },
    { kind: 'avatar', name: 'portrait', label: t.fields.avatar },
    {
      kind: 'text',
      name: 'age',
      label: t.fields.age,
      input: { inputMode: 'numeric', suffix: t.ageUnit },
    },
    { kind: 'choice', name: 'sex', label: t.fields.sex, options: choiceOptions('sex', t.choices) },
    {
      kind: 'text',
      name: 'job',
      label: t.fields.work,
      input: { autoComplete: 'organization-title' },
    },
    { kind: 'text', name: 'hobby', label: t.fields.hobby },
    {
      kind: 'choice',
      name: 'handedness',
      label: t.fields.handedness,
      options: choiceOptions('handedness', t.choices),
    },
    {
      kind: 'choice',
      name: 'edu',
      label: t.fields.edu,
      options: choiceOptions('education', t.choices),
    },
    {
      kind: 'text',
      name: 'identityCard',
      label: t.fields.identityCard,
      wide: true,
      input: { autoComplete: 'off', spellCheck: false },
    },
    {
      kind: 'longText',
      name: 'address',
      label: t.fields.address,
      rows: 2,
      autoComplete: 'street-address',
      wide: true,
    },
  ];
}
