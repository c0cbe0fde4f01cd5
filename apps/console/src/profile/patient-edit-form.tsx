import type { Patient, PatientCreate, PatientUpdate } from '@cep/contract';
import { useMessages } from '@cep/ui';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { profileMessages } from '../i18n/profile-messages';
import {
  emptyPatientCreateValues,
  patientCreateFormSchema,
  patientFormSchema,
  patientFormValues,
  type PatientCreateFormValues,
} from './patient-form';
import type { UploadFile } from './profile-data';
import { ProfileEditForm } from './profile-edit-form';
import { patientAccountFields, patientFields, type AccountLabels } from './profile-fields';

export interface PatientEditFormProps {
  /** The record being edited; the form starts from it and saves it whole. */
  record: Patient;
  uploadFile: UploadFile;
  /** Saves the checked record; rejects with the server's error. */
  onSubmit: (record: PatientUpdate) => Promise<void>;
  /** The last save's failure (the server's message), or `null`. */
  failure: string | null;
  /** The conflict panel of a save refused as stale (`useRevisionGuard`'s `panel`). */
  conflict?: ReactNode;
}

/**
 * The same form for a new patient (患者管理's 新增): no record yet, plus the sign-in account the
 * patient gets (username and initial password); saves a `patientCreate` body with `account`.
 */
export interface PatientCreateFormProps {
  record?: undefined;
  uploadFile: UploadFile;
  onSubmit: (record: PatientCreate) => Promise<void>;
  failure: string | null;
  /** Labels of the account fields (the page's messages). */
  accountLabels: AccountLabels;
}

type Body = PatientUpdate | PatientCreate;

/**
 * The patient's fields (`patientFields`) in the one profile form, checked by the contract's
 * `patientUpdate` (the ID card's check digit included), as the server checks them. Without a
 * `record` it is the create form (`patientCreate`, with the new account's fields first).
 */
export function PatientEditForm(props: PatientEditFormProps | PatientCreateFormProps) {
  const t = useMessages(profileMessages);
  const { record, uploadFile, failure } = props;
  const conflict = props.record ? props.conflict : undefined;
  const submit = (body: Body) =>
    props.record ? props.onSubmit(body as PatientUpdate) : props.onSubmit(body as PatientCreate);
  const schema = record ? patientFormSchema(record) : patientCreateFormSchema();
  return (
    <ProfileEditForm<PatientCreateFormValues, Body>
      fields={
        props.record
          ? patientFields(t)
          : [...patientAccountFields(props.accountLabels), ...patientFields(t)]
      }
      defaultValues={
        record
          ? { ...patientFormValues(record), username: '', password: '' }
          : emptyPatientCreateValues
      }
      schema={schema as unknown as z.ZodType<Body, PatientCreateFormValues>}
      nameField="patientName"
      savedName={record?.patientName ?? ''}
      uploadFile={uploadFile}
      onSubmit={submit}
      failure={failure}
      conflict={conflict}
    />
  );
}
