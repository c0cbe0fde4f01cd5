import { Button, DialogClose, DialogFooter, useMessages } from '@cep/ui';
import { CircleAlert } from 'lucide-react';
import { profileMessages } from '../i18n/profile-messages';

/**
 * Why the last save failed — the server's message, which the api-client has also toasted — kept
 * beside the form. Always mounted, so the message is announced when it appears.
 */
export function SaveFailure({ message }: { message: string | null }) {
  const t = useMessages(profileMessages);
  return (
    <div role="alert" data-slot="profile-save-failure" className="empty:-mt-4">
      {message !== null && (
        <p className="flex items-start gap-1.5 rounded-md border border-danger px-3 py-2 text-base text-danger">
          <CircleAlert aria-hidden="true" className="mt-[0.2em] size-[1.25em] shrink-0" />
          <span>
            {t.saveFailed}
            {message}
          </span>
        </p>
      )}
    </div>
  );
}

export interface EditFormFooterProps {
  /** The save is under way: 保存 shows it and cannot be pressed again. */
  saving: boolean;
  /** Something must finish first (an avatar upload): 保存 waits. */
  waiting: boolean;
}

/** 取消 (closes the edit dialog, nothing saved) and 保存 (submits the form). */
export function EditFormFooter({ saving, waiting }: EditFormFooterProps) {
  const t = useMessages(profileMessages);
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button size="lg">{t.cancel}</Button>
      </DialogClose>
      <Button type="submit" variant="primary" size="lg" loading={saving} disabled={waiting}>
        {t.save}
      </Button>
    </DialogFooter>
  );
}
