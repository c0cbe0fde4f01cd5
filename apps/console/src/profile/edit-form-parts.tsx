import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useMessages,
} from '@cep/ui';
import { CircleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { profileMessages } from '../i18n/profile-messages';
import type { RevisionGuard } from './revision-conflict';

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

/** What a failed save says: the server's message (an ApiError is an Error), else the thing itself. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A form's save with its failure kept for SaveFailure: cleared on each try, set to the server's
 * message when the save is refused (what was typed stays); `after` runs once it is saved. With a
 * `guard`, a save refused as stale (40902) shows the guard's conflict panel instead.
 */
export function useSave<T>(
  save: (value: T) => Promise<unknown>,
  after?: () => void,
  guard?: Pick<RevisionGuard, 'caught'>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (value: T) => {
    setFailure(null);
    try {
      await save(value);
      after?.();
    } catch (error) {
      if (!guard?.caught(error)) setFailure(errorMessage(error));
    }
  };
  return { failure, submit };
}

/**
 * The dialog around one of the console's forms (新增 / 编辑 / 重置密码…). The form is mounted on each
 * opening, so it starts fresh: closing (取消, Escape) drops what was typed, a refusal never does.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  wide = false,
  slot,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Room for two columns of fields. */
  wide?: boolean;
  /** `data-slot` of the dialog, for tests and styles that need this dialog in particular. */
  slot: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={wide ? 'sm:max-w-2xl' : 'sm:max-w-lg'} data-slot={slot}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open && children}
      </DialogContent>
    </Dialog>
  );
}
