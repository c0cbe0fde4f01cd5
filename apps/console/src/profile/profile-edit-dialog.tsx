import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  useMessages,
} from '@cep/ui';
import type { ReactElement } from 'react';
import { profileMessages } from '../i18n/profile-messages';
import { DoctorEditForm } from './doctor-edit-form';
import { useSave } from './edit-form-parts';
import { PatientEditForm } from './patient-edit-form';
import type { LoadRecord, UploadFile } from './profile-data';
import { doctorFields, patientFields } from './profile-fields';
import { isDoctorRecord, type ProfileRecord, type ProfileUpdate } from './profile-record';
import { useRecordRevision } from './revision-conflict';

export interface ProfileEditDialogProps {
  /** Whether the edit dialog shows. */
  open: boolean;
  /** 取消, Escape and the close button ask to close it. */
  onOpenChange: (open: boolean) => void;
  /** The record to edit (a doctor's or a patient's: the fields follow). */
  record: ProfileRecord;
  /**
   * Reads the record as it is stored now: after a save refused as stale (40902, 已被他人修改) the
   * conflict panel uses it to load the latest version or to compare both.
   */
  loadLatest: LoadRecord;
  /** Uploads an avatar; resolves with its address. */
  uploadFile: UploadFile;
  /**
   * Saves the whole, checked record. Resolves once saved (the caller closes the dialogs); a
   * rejection's message — the server's — shows in the dialog, which stays open. A stale one
   * (40902) shows the conflict panel instead, and what was typed stays.
   */
  onSave: (record: ProfileUpdate) => Promise<void>;
  /**
   * The control that opens the dialog (the 编辑 button). It becomes the dialog's trigger, so it
   * announces the dialog and gets the focus back when the dialog closes.
   */
  trigger?: ReactElement;
}

/**
 * The form inside the open dialog: mounted on each opening, so it starts from the record. Each
 * save names the revision the form was loaded at; someone else's save since (the same person in
 * another tab, an administrator in 医生管理 / 患者管理) is shown by the conflict panel, as in every
 * other record form of the console.
 */
function EditBody({
  record,
  loadLatest,
  uploadFile,
  onSave,
}: Omit<ProfileEditDialogProps, 'open' | 'onOpenChange'>) {
  const t = useMessages(profileMessages);
  const fields = isDoctorRecord(record) ? doctorFields(t) : patientFields(t);
  const { guard, current, sending } = useRecordRevision<ProfileRecord>(
    record,
    () => loadLatest(),
    fields,
  );
  const shown = current ?? record;
  // A save that goes through closes the dialog: nothing to carry on from.
  const { failure, submit } = useSave<ProfileUpdate>(
    (update) => onSave(sending(update)),
    undefined,
    guard,
  );
  // A new revision (reloaded, or saved over) starts the form again from the record shown.
  const common = { uploadFile, onSubmit: submit, failure, conflict: guard.panel };
  return isDoctorRecord(shown) ? (
    <DoctorEditForm key={shown.revision} record={shown} {...common} />
  ) : (
    <PatientEditForm key={shown.revision} record={shown} {...common} />
  );
}

/** 编辑 in the personal centre: the record's fields with 保存 / 取消 (spec §2). */
export function ProfileEditDialog({
  open,
  onOpenChange,
  trigger,
  ...body
}: ProfileEditDialogProps) {
  const t = useMessages(profileMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t.editTitle}</DialogTitle>
          <DialogDescription>{t.editDescription}</DialogDescription>
        </DialogHeader>
        <EditBody {...body} />
      </DialogContent>
    </Dialog>
  );
}
