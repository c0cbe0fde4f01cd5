import { errorCodes } from '@cep/contract';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Spinner,
  toast,
  useMessages,
} from '@cep/ui';
import { CircleAlert, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { profileMessages } from '../i18n/profile-messages';
import { ProfileDetails } from './profile-details';
import { ProfileEditDialog } from './profile-edit-dialog';
import { ProfileRecordMissingError, type ProfileData } from './profile-data';
import type { ProfileRecord, ProfileUpdate } from './profile-record';

export interface ProfileDialogProps extends ProfileData {
  /** Whether the personal centre shows (the avatar menu's 个人中心 opens it). */
  open: boolean;
  /** Escape, the close button, and a successful save ask to close it. */
  onOpenChange: (open: boolean) => void;
  /**
   * Called after a save succeeded, with the record as sent, once both dialogs have closed: the
   * app re-fetches what it shows elsewhere (getInfo for the navbar's name and avatar).
   */
  onSaved?: (record: ProfileUpdate) => void;
}

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; record: ProfileRecord }
  | { state: 'failed'; error: unknown };

/** The generic 'ok' of every successful answer says nothing to a person; a real message does. */
function savedMessage(serverMessage: string, fallback: string): string {
  return serverMessage !== '' && serverMessage !== errorCodes[200].message
    ? serverMessage
    : fallback;
}

/** What the open dialog shows: mounted on each opening, so the record is fetched fresh each time. */
function ProfileBody({
  loadRecord,
  saveRecord,
  uploadFile,
  onOpenChange,
  onSaved,
}: Omit<ProfileDialogProps, 'open'>) {
  const t = useMessages(profileMessages);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    let live = true;
    loadRecord().then(
      (record) => live && setLoaded({ state: 'ready', record }),
      (error: unknown) => live && setLoaded({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [loadRecord, attempt]);

  const save = async (record: ProfileUpdate) => {
    // A rejection stays in the edit dialog, with the server's message.
    const { message } = await saveRecord(record);
    toast.success(savedMessage(message, t.saved));
    setEditing(false);
    onOpenChange(false);
    onSaved?.(record);
  };

  if (loaded.state === 'loading') {
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner size="lg" label={t.loading} showLabel />
      </div>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="alert" className="flex items-start gap-1.5 text-base text-danger">
          <CircleAlert aria-hidden="true" className="mt-[0.2em] size-[1.25em] shrink-0" />
          {loaded.error instanceof ProfileRecordMissingError
            ? t.noRecord
            : t.loadFailed +
              (loaded.error instanceof Error ? loaded.error.message : String(loaded.error))}
        </p>
        <Button
          size="lg"
          onClick={() => {
            setLoaded({ state: 'loading' });
            setAttempt((count) => count + 1);
          }}
        >
          {t.retry}
        </Button>
      </div>
    );
  }
  return (
    <>
      <ProfileDetails record={loaded.record} />
      <DialogFooter>
        <ProfileEditDialog
          open={editing}
          onOpenChange={setEditing}
          record={loaded.record}
          loadLatest={loadRecord}
          uploadFile={uploadFile}
          onSave={save}
          trigger={
            <Button variant="primary" size="lg" icon={<Pencil />}>
              {t.edit}
            </Button>
          }
        />
      </DialogFooter>
    </>
  );
}

/**
 * 个人中心 (spec §2) for doctors and patients: a dialog with the user's own record, read-only, and
 * 编辑, which opens the edit dialog (保存 / 取消). Saving sends the whole record, shows the server's
 * message, closes both dialogs and calls `onSaved` — the app re-fetches rather than reloading the
 * page. Data comes in through props (`useProfile` gives the real ones), so stories need no server.
 */
export function ProfileDialog({ open, onOpenChange, ...body }: ProfileDialogProps) {
  const t = useMessages(profileMessages);
  // Opened from a menu, not from a DialogTrigger: Radix would drop the focus on <body> when the
  // dialog closes. Give it back to whatever had it before (the avatar menu's button).
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-2xl"
        onOpenAutoFocus={() => {
          const active = document.activeElement;
          returnFocus.current =
            active instanceof HTMLElement && active !== document.body ? active : null;
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocus.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.recordDescription}</DialogDescription>
        </DialogHeader>
        <ProfileBody onOpenChange={onOpenChange} {...body} />
      </DialogContent>
    </Dialog>
  );
}
