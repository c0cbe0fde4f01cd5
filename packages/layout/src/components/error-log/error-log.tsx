import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Empty,
  cn,
  toast,
  useMessages,
} from '@cep/ui';
import { Bug } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { clearErrorLog, errorLogStore } from '../../state/error-log-store';
import { focusNextAfter } from './focus-next';
import { ErrorLogTable } from './error-log-table';
import { errorLogMessages } from './messages';

export interface ErrorLogProps {
  className?: string;
}

/**
 * The navbar's error-log badge (spec §2): shown only while `errorLogStore` has entries, with
 * their count; it opens a dialog with the table of errors and 'Clear All'.
 */
export function ErrorLog({ className }: ErrorLogProps) {
  const t = useMessages(errorLogMessages);
  const { logs } = useSnapshot(errorLogStore);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);

  const clearAll = () => {
    clearErrorLog();
    setOpen(false);
    toast.success(t.cleared);
  };

  return (
    // The wrapper stays when the button goes, so focus has somewhere to land after Clear All.
    <span ref={anchor} data-slot="error-log" className={cn('inline-flex empty:hidden', className)}>
      <Dialog open={open} onOpenChange={setOpen}>
        {logs.length > 0 && (
          <DialogTrigger asChild>
            {/* Named by its content (WCAG 2.5.3: the visible count is part of the name). */}
            <Button variant="ghost" data-slot="error-log-trigger" className="px-2!">
              <Bug aria-hidden="true" className="text-danger" />
              <Badge variant="danger" count={logs.length} label={t.title} />
              <span className="sr-only">{t.unit(logs.length)}</span>
            </Button>
          </DialogTrigger>
        )}
        <DialogContent
          data-slot="error-log-dialog"
          className="max-w-5xl!"
          onCloseAutoFocus={(event) => {
            // Cleared: the badge is gone, so focus moves on to the next tool of the navbar.
            if (errorLogStore.logs.length === 0 && anchor.current) {
              event.preventDefault();
              focusNextAfter(anchor.current);
            }
          }}
        >
          <DialogHeader>
            <DialogTitle>{t.title}</DialogTitle>
          </DialogHeader>
          {logs.length > 0 ? <ErrorLogTable logs={logs} /> : <Empty title={t.empty} />}
          <DialogFooter>
            <Button variant="danger" onClick={clearAll} disabled={logs.length === 0}>
              {t.clearAll}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </span>
  );
}
