import type { Doctor, DoctorUpdate } from '@cep/contract';
import { useMessages } from '@cep/ui';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { profileMessages } from '../i18n/profile-messages';
import { doctorFormSchema, doctorFormValues, type DoctorFormValues } from './doctor-form';
import type { UploadFile } from './profile-data';
import { ProfileEditForm } from './profile-edit-form';
import { doctorFields } from './profile-fields';

export interface DoctorEditFormProps<Body = DoctorUpdate> {
  /** The record being edited; the form starts from it and saves it whole. */
  record: Doctor;
  uploadFile: UploadFile;
  /** Saves the checked record; rejects with the server's error. */
  onSubmit: (record: Body) => Promise<void>;
  /** The last save's failure (the server's message), or `null`. */
  failure: string | null;
  /**
   * The rules the texts go through and the body they become (医生管理: `doctorCreateFormSchema`
   * for a new record, or `doctorFormSchema` with a masked phone kept).
   * @default doctorFormSchema(record)
   */
  schema?: z.ZodType<Body, DoctorFormValues>;
  /** Fields shown before the record's own (医生管理: the account a new record belongs to). */
  leading?: ReactNode;
  /** The conflict panel of a save refused as stale (`useRevisionGuard`'s `panel`). */
  conflict?: ReactNode;
}

/**
 * The doctor's fields (`doctorFields`) in the one profile form, checked by the contract's
 * `doctorUpdate` (or the given schema), as the server checks them.
 */
export function DoctorEditForm<Body = DoctorUpdate>({
  record,
  schema,
  ...props
}: DoctorEditFormProps<Body>) {
  const t = useMessages(profileMessages);
  return (
    <ProfileEditForm<DoctorFormValues, Body>
      fields={doctorFields(t)}
      defaultValues={doctorFormValues(record)}
      // Without a schema of its own, Body is DoctorUpdate: the record's update.
      schema={schema ?? (doctorFormSchema(record) as unknown as z.ZodType<Body, DoctorFormValues>)}
      nameField="doctorName"
      savedName={record.doctorName}
      {...props}
    />
  );
}
