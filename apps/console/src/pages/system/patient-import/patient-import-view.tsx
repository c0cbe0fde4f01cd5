import type { ApiClient } from '@cep/api-client';
import {
  patientImportStatus,
  type PatientImportBundle,
  type PatientImportPreview,
  type PatientImportResult,
} from '@cep/contract';
import {
  Badge,
  Button,
  DataTable,
  formatTime,
  Textarea,
  useDataTableState,
  useMessages,
} from '@cep/ui';
import { useId, useMemo, useState } from 'react';
import { ListPageFrame } from '../../../lists';
import { FailureLine, messageOf } from '../../../second-factor/failure-line';
import { importColumns } from './import-columns';
import { patientImportMessages } from './messages';

/** The calls the page makes (`api`'s; a story passes its own). */
export type PatientImportCalls = Pick<ApiClient, 'previewPatientImport' | 'confirmPatientImport'>;

/**
 * 从 HIS 导入患者 (issue 31, part 2; holders of 'patient:import'): a FHIR Bundle from a file or
 * pasted, previewed (each entry new, match, conflict or invalid with the server's reasons), then
 * confirmed. Only the confirmation writes; the result says what it did.
 */
export function PatientImportView({ calls }: { calls: PatientImportCalls }) {
  const t = useMessages(patientImportMessages);
  const fileId = useId();
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<PatientImportPreview | null>(null);
  const [result, setResult] = useState<PatientImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { state, onStateChange } = useDataTableState({
    tableId: 'system-patient-import',
    pageSizes: [20, 50, 100],
  });
  const columns = useMemo(() => importColumns(t), [t]);
  const entries = preview?.entries ?? [];
  const shown = entries.slice((state.pageNum - 1) * state.pageSize, state.pageNum * state.pageSize);
  const importable = preview ? preview.counts.new + preview.counts.match : 0;

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setText(await file.text());
    setPreview(null);
    setResult(null);
    setFailure(null);
  };

  const run = async (work: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const previewIt = () =>
    run(async () => {
      let bundle: unknown;
      try {
        bundle = JSON.parse(text);
      } catch {
        setFailure(t.notJson);
        return;
      }
      setResult(null);
      setPreview(await calls.previewPatientImport(bundle as PatientImportBundle));
      onStateChange({ ...state, pageNum: 1 });
    });

  const confirm = () =>
    run(async () => {
      if (!preview) return;
      setResult(await calls.confirmPatientImport({ previewId: preview.previewId }));
    });

  const startOver = () => {
    setText('');
    setPreview(null);
    setResult(null);
    setFailure(null);
  };

  const expires = preview ? formatTime(preview.expiresAt) : '';

  return (
    <ListPageFrame title={t.title}>
      <p>{t.intro}</p>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={fileId} className="font-medium">
            {t.file}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".json,application/json,application/fhir+json"
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => void readFile(event.currentTarget.files?.[0])}
          />
          <span id={`${fileId}-hint`} className="text-muted-foreground">
            {t.fileHint}
          </span>
        </div>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t.paste}</span>
          <Textarea
            value={text}
            onValueChange={(value) => {
              setText(value);
              setPreview(null);
              setResult(null);
            }}
            rows={6}
            placeholder={t.pasteHint}
            className="font-mono"
            spellCheck={false}
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="primary"
            loading={busy && !preview}
            disabled={text.trim() === '' || busy}
            onClick={() => void previewIt()}
          >
            {t.preview}
          </Button>
          {preview && !result && (
            <Button
              variant="primary"
              loading={busy}
              disabled={importable === 0 || busy}
              onClick={() => void confirm()}
            >
              {importable === 0 ? t.nothingToImport : t.confirm}
            </Button>
          )}
          {(preview || text) && (
            <Button onClick={startOver} disabled={busy}>
              {t.again}
            </Button>
          )}
        </div>
      </div>
      <FailureLine failure={failure} prefix={t.failed} />
      <div role="status" className="empty:hidden">
        {result && (
          <p className="rounded-md border border-success px-3 py-2" data-slot="import-result">
            {t.result(result.imported, result.updated, result.skipped)}
          </p>
        )}
      </div>
      {preview && (
        <section aria-label={t.countsLabel} className="flex flex-col gap-3">
          <ul className="flex flex-wrap gap-3" data-slot="import-counts">
            {patientImportStatus.options.map((status) => (
              <li key={status} className="flex items-center gap-1.5">
                <span>{t.counts[status]}</span>
                <Badge variant="default">{preview.counts[status]}</Badge>
              </li>
            ))}
            <li className="text-muted-foreground">{t.expires(expires)}</li>
          </ul>
          <DataTable
            caption={t.caption}
            columns={columns}
            data={shown}
            total={entries.length}
            state={state}
            onStateChange={onStateChange}
            getRowId={(entry) => String(entry.index)}
            emptyText={t.noEntries}
            pageSizes={[20, 50, 100]}
          />
        </section>
      )}
    </ListPageFrame>
  );
}
