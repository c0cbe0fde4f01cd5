import {
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Empty,
  toast,
  useMessages,
} from '@cep/ui';
import { useSnapshot } from 'valtio';
import { useStores } from '../../context/stores-context';
import { ErrorLogTable } from './error-log-table';
import { errorLogMessages } from './messages';

export interface ErrorLogDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Where focus goes when the dialog closes (it has no Radix trigger to return to): the badge,
   * or — after Clear All, when the badge is gone — the navbar's next tool.
   */
  onClosed: () => void;
}

/**
 * The error log's dialog (spec §2): the table of errors and 'Clear All'. Loaded the first time
 * the badge is pressed (`ErrorLog` imports it lazily): most sessions never open it.
 */
export function ErrorLogDialog({ open, onOpenChange, onClosed }: ErrorLogDialogProps) {
  const t = useMessages(errorLogMessages);
  const { errorLog } = useStores();
  const { logs } = useSnapshot(errorLog.state);

  const clearAll = () => {
    errorLog.clear();
    onOpenChange(false);
    toast.success(t.cleared);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="error-log-dialog"
        className="max-w-5xl!"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
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
  );
}
