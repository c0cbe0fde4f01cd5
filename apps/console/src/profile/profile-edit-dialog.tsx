import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  useMessages,
} from '@cep/ui';
import { useState, type ReactElement } from 'react';
import { profileMessages } from '../i18n/profile-messages';
import { DoctorEditForm } from './doctor-edit-form';
import { PatientEditForm } from './patient-edit-form';
import type { UploadFile } from './profile-data';
import { isDoctorRecord, type ProfileRecord, type ProfileUpdate } from './profile-record';

export interface ProfileEditDialogProps {
  /** Whether the edit dialog shows. */
  open: boolean;
  /** 取消, Escape and the close button ask to close it. */
  onOpenChange: (open: boolean) => void;
  /** The record to edit (a doctor's or a patient's: the fields follow). */
  record: ProfileRecord;
  /** Uploads an avatar; resolves with its address. */
  uploadFile: UploadFile;
  /**
   * Saves the whole, checked record. Resolves once saved (the caller closes the dialogs); a
   * rejection's message — the server's — shows in the dialog, which stays open.
   */
  onSave: (record: ProfileUpdate) => Promise<void>;
  /**
   * The control that opens the dialog (the 编辑 button). It becomes the dialog's trigger, so it
   * announces the dialog and gets the focus back when the dialog closes.
   */
  trigger?: ReactElement;
}

/** The form inside the open dialog: mounted on each opening, so it starts from the record. */
function EditBody({
  record,
  uploadFile,
  onSave,
}: Omit<ProfileEditDialogProps, 'open' | 'onOpenChange'>) {
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (update: ProfileUpdate) => {
    setFailure(null);
    try {
      await onSave(update);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return isDoctorRecord(record) ? (
    <DoctorEditForm record={record} uploadFile={uploadFile} onSubmit={save} failure={failure} />
  ) : (
    <PatientEditForm record={record} uploadFile={uploadFile} onSubmit={save} failure={failure} />
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
