import { useSession } from '@cep/auth/react';
import type { Assessment, Patient, PatientProgress } from '@cep/contract';
import { Button, Input, Label, useLocale, useMessages } from '@cep/ui';
import { Download, FileDown, Printer } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { api } from '../../../api-client';
import { notifySuccess } from '../../../feedback/toasts';
import { consoleMessages } from '../../../i18n/messages';
import { PatientReport } from './patient-report';
import { reportFigures } from './report-figures';
import { reportMessages } from './messages';
import { chinaDay } from '../china-day';

const DAY = 86_400_000;

/**
 * 报告 tab (issue 14): a period (the last 28 days by default), the report as it prints, and the
 * Excel export of the period's results. 打印 uses the browser's print, which saves as PDF too;
 * app.css's print rules leave only the report on the A4 page. 下载 PDF fetches the same report as
 * the server draws it (GET /api/report/pdf, issue 31; the file a FHIR client gets).
 */
export function ReportTab({ patient }: { patient: Patient }) {
  const t = useMessages(reportMessages);
  const locale = useLocale();
  const session = useSession();
  const id = useId();
  const [from, setFrom] = useState(() => chinaDay(Date.now() - 27 * DAY));
  const [to, setTo] = useState(() => chinaDay(Date.now()));
  const [data, setData] = useState<{
    progress: PatientProgress;
    assessments: Assessment[];
    /** When the figures were read: the report's "generated" time. */
    at: number;
  } | null>(null);
  const [exporting, setExporting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const bad = from > to;

  useEffect(() => {
    let live = true;
    void Promise.all([
      api.getPatientProgress({ patientId: patient.id }),
      api.listAssessments({ patientId: patient.id, pageNum: 1, pageSize: 100 }),
    ])
      .then(
        ([progress, assessments]) =>
          live && setData({ progress, assessments: assessments.list, at: Date.now() }),
      )
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [patient.id]);

  async function exportExcel() {
    setExporting(true);
    try {
      const file = await api.exportReport({
        patientId: patient.id,
        from,
        to,
        format: 'xlsx',
        locale,
      });
      save(file.blob, file.filename);
      notifySuccess(t.exported(file.rows));
    } catch {
      // The client's error toast has said why.
    } finally {
      setExporting(false);
    }
  }

  async function downloadPdf() {
    setDownloading(true);
    try {
      const file = await api.exportReportPdf({ patientId: patient.id, from, to });
      save(file.blob, file.filename);
    } catch {
      // The client's error toast has said why.
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <div data-print-hidden className="flex flex-col gap-3">
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          {t.heading}
        </h3>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-from`}>{t.from}</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              max={to}
              onChange={(event) => event.target.value && setFrom(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-to`}>{t.to}</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={to}
              min={from}
              aria-invalid={bad || undefined}
              aria-describedby={bad ? `${id}-error` : undefined}
              onChange={(event) => event.target.value && setTo(event.target.value)}
            />
          </div>
          <Button
            variant="primary"
            disabled={bad || !data}
            onClick={() => void printWhenFontsAreIn()}
          >
            <Printer aria-hidden="true" />
            {t.print}
          </Button>
          <Button disabled={bad || exporting} onClick={() => void exportExcel()}>
            <Download aria-hidden="true" />
            {t.exportExcel}
          </Button>
          <Button disabled={bad || downloading} onClick={() => void downloadPdf()}>
            <FileDown aria-hidden="true" />
            {t.downloadPdf}
          </Button>
        </div>
        {bad && (
          <p id={`${id}-error`} role="alert" className="text-danger">
            {t.badPeriod}
          </p>
        )}
      </div>
      {data && !bad && (
        <PatientReport
          patient={patient}
          clinic={consoleMessages[locale].platformTitle}
          from={from}
          to={to}
          figures={reportFigures(data.progress, data.assessments, from, to)}
          generatedAt={data.at}
          generatedBy={session.name}
        />
      )}
    </section>
  );
}

/** Saves a downloaded file under the name the server gave it. */
function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Prints once the report's own font has arrived (report-font.css): printed before, the PDF would
 * carry the computer's fallback font for the characters still loading.
 */
async function printWhenFontsAreIn(): Promise<void> {
  await document.fonts.ready;
  window.print();
}
