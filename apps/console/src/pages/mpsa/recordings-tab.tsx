import type { Patient, Recording, RecordingSummary } from '@cep/contract';
import { Button, formatTime, toast, useMessages } from '@cep/ui';
import { useEffect, useState } from 'react';
import { api } from '../../api-client';
import { saveFile } from '../../lists';
import { FeaturesPanel } from './features-panel';
import { formatSeconds, mpsaMessages } from './messages';
import { Playback } from './playback';

/**
 * 记录与回放: the patient's recordings, newest first; each plays back (with its band-power and
 * HR/HRV panels) and exports as EDF+ or 24-bit BDF+ (every device, markers as annotations) or CSV.
 */
export function RecordingsTab({ patient }: { patient: Patient }) {
  const t = useMessages(mpsaMessages);
  const [rows, setRows] = useState<RecordingSummary[] | null>(null);
  const [open, setOpen] = useState<Recording | null>(null);
  useEffect(() => {
    let current = true;
    api.listRecordings({ patientId: patient.id, pageNum: 1, pageSize: 50 }).then(
      (page) => current && setRows(page.list),
      () => current && setRows([]),
    );
    return () => {
      current = false;
    };
  }, [patient.id]);

  const download = async (row: RecordingSummary, format: ExportFormat) => {
    const file = await api.exportRecording({ id: row.id, format });
    saveFile(file.blob, file.filename);
    toast.success(t.exported(file.filename));
  };

  if (rows === null) return <p role="status">{t.loading}</p>;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t.recordings}</h2>
      <RecordingsTable
        rows={rows}
        onPlay={(row) => void api.getRecording(row.id).then(setOpen)}
        onExport={(row, format) => void download(row, format)}
      />
      {open ? (
        <>
          <Playback key={open.id} recording={open} onClose={() => setOpen(null)} />
          <FeaturesPanel recordingId={open.id} />
        </>
      ) : null}
    </div>
  );
}

/** What a recording downloads as: EDF+ (16-bit), BDF+ (24-bit) or one device's CSV. */
type ExportFormat = 'edf' | 'bdf' | 'csv';

/**
 * The recordings, newest first, each with 回放, 导出 EDF+, 导出 BDF+ and 导出 CSV (scrolls sideways
 * at 375 px).
 */
export function RecordingsTable({
  rows,
  onPlay,
  onExport,
}: {
  rows: readonly RecordingSummary[];
  onPlay: (row: RecordingSummary) => void;
  onExport: (row: RecordingSummary, format: ExportFormat) => void;
}) {
  const t = useMessages(mpsaMessages);
  if (rows.length === 0) return <p>{t.noRecordings}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="border-b border-border">
          <tr>
            <th className="p-2">{t.columns.startedAt}</th>
            <th className="p-2">{t.columns.duration}</th>
            <th className="p-2">{t.columns.devices}</th>
            <th className="p-2">{t.columns.status}</th>
            <th className="p-2">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const started = formatTime(row.startedAt);
            return (
              <tr key={row.id} className="border-b border-border">
                <td className="p-2">{started}</td>
                <td className="p-2">{formatSeconds(row.durationMs / 1000)}</td>
                <td className="p-2">{row.devices.map((d) => d.name).join('、')}</td>
                <td className="p-2">{t.status[row.status]}</td>
                <td className="p-2">
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      aria-label={`${t.play} ${started}`}
                      onClick={() => onPlay(row)}
                    >
                      {t.play}
                    </Button>
                    <Button
                      size="sm"
                      aria-label={`${t.exportEdf} ${started}`}
                      onClick={() => onExport(row, 'edf')}
                    >
                      {t.exportEdf}
                    </Button>
                    <Button
                      size="sm"
                      aria-label={`${t.exportBdf} ${started}`}
                      title={t.exportBdfHint}
                      onClick={() => onExport(row, 'bdf')}
                    >
                      {t.exportBdf}
                    </Button>
                    <Button
                      size="sm"
                      aria-label={`${t.exportCsv} ${started}`}
                      onClick={() => onExport(row, 'csv')}
                    >
                      {t.exportCsv}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
