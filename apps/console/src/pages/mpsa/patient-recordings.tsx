import type { RecordingSummary } from '@cep/contract';
import { formatTime, useMessages } from '@cep/ui';
import { useEffect, useState } from 'react';
import { api } from '../../api-client';
import { formatSeconds, mpsaMessages } from './messages';

/**
 * A patient's /MPSA: their own recordings, read-only, in plain words and large type (each line a
 * ≥ 44 px row). Their record is the only one the patient list gives them.
 */
export default function PatientRecordings() {
  const t = useMessages(mpsaMessages);
  const [rows, setRows] = useState<RecordingSummary[] | null>(null);
  useEffect(() => {
    let current = true;
    void (async () => {
      const own = (await api.listPatients({ pageNum: 1, pageSize: 1 })).list[0];
      const page = own
        ? await api.listRecordings({ patientId: own.id, pageNum: 1, pageSize: 50 })
        : { list: [] };
      if (current) setRows(page.list);
    })().catch(() => current && setRows([]));
    return () => {
      current = false;
    };
  }, []);

  return (
    <section aria-labelledby="my-recordings" className="flex max-w-2xl flex-col gap-3 text-lg">
      <h2 id="my-recordings" className="text-xl font-semibold">
        {t.myRecordings}
      </h2>
      <p className="m-0">{t.myRecordingsHint}</p>
      {rows === null ? <p role="status">{t.loading}</p> : <PatientRecordingList rows={rows} />}
    </section>
  );
}

/** The patient's recordings as plain sentences, one ≥ 44 px row each. */
export function PatientRecordingList({ rows }: { rows: readonly RecordingSummary[] }) {
  const t = useMessages(mpsaMessages);
  if (rows.length === 0) return <p>{t.noRecordings}</p>;
  return (
    <ul className="m-0 flex list-none flex-col gap-2 p-0">
      {rows.map((row) => (
        <li
          key={row.id}
          className="flex min-h-11 items-center rounded border border-border px-3 py-2"
        >
          {t.myRecording(
            formatTime(row.startedAt),
            formatSeconds(row.durationMs / 1000),
            [...new Set(row.devices.map((d) => t.modality[d.modality]))].join('、'),
          )}
          {row.status === 'recording' ? ` · ${t.stillRecording}` : ''}
        </li>
      ))}
    </ul>
  );
}
