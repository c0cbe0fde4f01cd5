import { Badge, Button, cn, useMessages } from '@cep/ui';
import { Bug } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../../context/stores-context';
import { focusNextAfter } from './focus-next';
import { errorLogMessages } from './messages';

// The dialog and its table load the first time the badge is pressed.
const ErrorLogDialog = lazy(() =>
  import('./error-log-dialog').then((module) => ({ default: module.ErrorLogDialog })),
);

export interface ErrorLogProps {
  className?: string;
}

/**
 * The navbar's error-log badge (spec §2): shown only while the error log has entries, with
 * their count; it opens a dialog with the table of errors and 'Clear All' (loaded on first use).
 */
export function ErrorLog({ className }: ErrorLogProps) {
  const t = useMessages(errorLogMessages);
  const { errorLog } = useStores();
  const { logs } = useSnapshot(errorLog.state);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on (then kept, so closing animates).
  const [wanted, setWanted] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const onClosed = () => {
    if (trigger.current?.isConnected) trigger.current.focus();
    // Cleared: the badge is gone, so focus moves on to the next tool of the navbar.
    else if (anchor.current) focusNextAfter(anchor.current);
  };

  return (
    // The wrapper stays when the button goes, so focus has somewhere to land after Clear All.
    <span ref={anchor} data-slot="error-log" className={cn('inline-flex empty:hidden', className)}>
      {logs.length > 0 && (
        // Named by its content (WCAG 2.5.3: the visible count is part of the name).
        <Button
          ref={trigger}
          variant="ghost"
          aria-haspopup="dialog"
          aria-expanded={open}
          data-slot="error-log-trigger"
          className="px-2!"
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          <Bug aria-hidden="true" className="text-danger" />
          <Badge variant="danger" count={logs.length} label={t.title} />
          <span className="sr-only">{t.unit(logs.length)}</span>
        </Button>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <ErrorLogDialog open={open} onOpenChange={setOpen} onClosed={onClosed} />
        </Suspense>
      )}
    </span>
  );
}
