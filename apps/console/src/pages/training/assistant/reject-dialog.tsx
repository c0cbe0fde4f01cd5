import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
  Textarea,
  useMessages,
} from '@cep/ui';
import { useId, useState } from 'react';
import { assistantMessages } from './messages';

const MAX = 500;

export interface RejectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the reason (empty when none was given). */
  onConfirm: (reason: string) => void;
  busy?: boolean;
}

/** Asks for an optional reason before a suggestion is rejected. */
export function RejectDialog({ open, onOpenChange, onConfirm, busy = false }: RejectDialogProps) {
  const t = useMessages(assistantMessages);
  const [reason, setReason] = useState('');
  const id = useId();
  const tooLong = reason.trim().length > MAX;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setReason('');
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.rejectTitle}</DialogTitle>
          <DialogDescription>{t.rejectHint}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1">
          <Label htmlFor={id}>{t.rejectReason}</Label>
          <Textarea
            id={id}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? `${id}-error` : undefined}
            rows={3}
          />
          {tooLong && (
            <p id={`${id}-error`} className="text-sm text-danger">
              {t.tooLong}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>{t.cancel}</Button>
          <Button
            variant="primary"
            disabled={busy || tooLong}
            onClick={() => onConfirm(reason.trim())}
          >
            {t.rejectConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
