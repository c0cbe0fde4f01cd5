import type { ExportedFile } from '@cep/api-client';
import type { ExportFormat } from '@cep/contract';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  useMessages,
} from '@cep/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { notifySuccess } from '../feedback/toasts';
import { saveFile } from './download';
import { listMessages } from './messages';

export interface ExportMenuProps {
  /** Asks the server for the filtered rows in a format (the list's export call). */
  exportRows: (format: ExportFormat) => Promise<ExportedFile>;
  disabled?: boolean;
}

/**
 * 导出: the filtered rows as CSV or Excel, made by the server (streamed, capped, audited). A
 * refusal (over the cap, no permission) is shown by the API client's toast with the server's
 * message; nothing is saved then.
 */
export function ExportMenu({ exportRows, disabled }: ExportMenuProps) {
  const t = useMessages(listMessages);
  const [busy, setBusy] = useState(false);

  const run = (format: ExportFormat) => {
    setBusy(true);
    exportRows(format)
      .then((file) => {
        saveFile(file.blob, file.filename);
        notifySuccess(t.exported(file.rows));
      })
      .catch(() => {
        // The API client has shown the server's message (e.g. over the row cap).
      })
      .finally(() => setBusy(false));
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button disabled={disabled || busy} aria-busy={busy || undefined}>
          <Download aria-hidden="true" className="size-4" />
          {busy ? t.exporting : t.export}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => run('csv')}>{t.exportCsv}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => run('xlsx')}>{t.exportXlsx}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
