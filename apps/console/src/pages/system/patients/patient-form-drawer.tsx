import type { Patient, PatientCreate, PatientUpdate } from '@cep/contract';
import {
  Drawer,
  DrawerContent,
  DrawerDescription,
  DrawerHeader,
  DrawerTitle,
  useMessages,
} from '@cep/ui';
import { useState } from 'react';
import { api } from '../../../api-client';
import { notifySuccess } from '../../../feedback/toasts';
import { profileMessages } from '../../../i18n/profile-messages';
import { PatientEditForm } from '../../../profile/patient-edit-form';
import { patientFields } from '../../../profile/profile-fields';
import { useRecordRevision } from '../../../profile/revision-conflict';
import type { UploadFile } from '../../../profile/profile-data';
import { patientsMessages } from './messages';

export interface PatientFormDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record to edit; without it, the drawer adds a patient. */
  record?: Patient;
  /** After a save: the record as the server answered (masked). */
  onSaved: (record: Patient) => void;
}

const uploadFile: UploadFile = (file, options) => api.uploadFile(file, options);

function failureOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * 新增 / 编辑 a patient in a side drawer, with the personal centre's patient form (the contract's
 * rules, Chinese messages). The drawer stays mounted while closed for a moment only: the form
 * mounts on each opening, so it starts from the record (or blank).
 */
export function PatientFormDrawer({ open, onOpenChange, record, onSaved }: PatientFormDrawerProps) {
  const t = useMessages(patientsMessages);
  const profile = useMessages(profileMessages);
  const [failure, setFailure] = useState<string | null>(null);
  // Someone else may save this record meanwhile: the save says which revision it edits.
  const { guard, current, sending } = useRecordRevision(
    record,
    (id) => api.getPatient(id),
    patientFields(profile),
  );

  const saved = (result: Patient, message: string) => {
    setFailure(null);
    notifySuccess(message);
    onSaved(result);
    onOpenChange(false);
  };
  const create = async (body: PatientCreate) => {
    setFailure(null);
    try {
      saved(await api.addPatient(body), t.added);
    } catch (error) {
      setFailure(failureOf(error));
    }
  };
  const update = async (body: PatientUpdate) => {
    setFailure(null);
    try {
      const stored = await api.updatePatient(sending(body));
      guard.saved(stored);
      saved(stored, t.saved);
    } catch (error) {
      if (!guard.caught(error)) setFailure(failureOf(error));
    }
  };

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) setFailure(null);
        onOpenChange(next);
      }}
    >
      <DrawerContent width={40} className="gap-4">
        <DrawerHeader>
          <DrawerTitle>{record ? t.editTitle : t.addTitle}</DrawerTitle>
          <DrawerDescription>{record ? t.editDescription : t.addDescription}</DrawerDescription>
        </DrawerHeader>
        {current ? (
          <PatientEditForm
            key={`${current.id}:${current.revision}`}
            record={current}
            uploadFile={uploadFile}
            onSubmit={update}
            failure={failure}
            conflict={guard.panel}
          />
        ) : (
          <PatientEditForm
            uploadFile={uploadFile}
            onSubmit={create}
            failure={failure}
            accountLabels={t.account}
          />
        )}
      </DrawerContent>
    </Drawer>
  );
}
