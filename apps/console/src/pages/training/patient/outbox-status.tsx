import type { OutboxCounts } from '../../../training-outbox';
import { useMessages } from '@cep/ui';
import { CloudOff, CloudUpload, CircleCheck, TriangleAlert } from 'lucide-react';
import { patientTrainingMessages } from './messages';

/** What is waiting to be sent, said in words with an icon (never by colour alone). */
export function OutboxStatus({ counts, online }: { counts: OutboxCounts; online: boolean }) {
  const t = useMessages(patientTrainingMessages);
  return (
    <div role="status" className="flex flex-col gap-1 text-lg">
      {!online && (
        <p className="flex items-center gap-2">
          <CloudOff aria-hidden="true" className="size-6 shrink-0" />
          {t.offline}
        </p>
      )}
      {counts.waiting > 0 ? (
        <p className="flex items-center gap-2" data-outbox-waiting={counts.waiting}>
          <CloudUpload aria-hidden="true" className="size-6 shrink-0" />
          {t.waiting(counts.waiting)}
        </p>
      ) : (
        <p className="flex items-center gap-2 text-muted-foreground" data-outbox-waiting="0">
          <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
          {t.allSaved}
        </p>
      )}
      {counts.refused > 0 && (
        <p className="flex items-center gap-2 font-semibold text-danger">
          <TriangleAlert aria-hidden="true" className="size-6 shrink-0" />
          {t.refused(counts.refused)}
        </p>
      )}
    </div>
  );
}
