import { exerciseEntries, type Patient } from '@cep/contract';
import { formatTime, useLocale, useMessages } from '@cep/ui';
import { assessmentMessages } from '../assessment/messages';
import { reportMessages } from './messages';
import type { ReportFigures } from './report-figures';
import './report-font.css';

export interface PatientReportProps {
  patient: Pick<Patient, 'id' | 'patientName' | 'age' | 'edu'>;
  clinic: string;
  from: string;
  to: string;
  figures: ReportFigures;
  generatedAt: number;
  generatedBy: string;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** The code printed in the header: the record's number, not the name, for filing. */
export const patientCode = (id: number) => `CEP-${String(id).padStart(6, '0')}`;

/**
 * The report as printed (A4, app.css `@media print`): a header with the clinic and the patient
 * code, then the assessments, before/after, adherence and exercises as tables. Every change is
 * written in words (提高 / 下降), never shown by colour alone.
 * @selector [data-print-root]
 */
export function PatientReport({
  patient,
  clinic,
  from,
  to,
  figures,
  generatedAt,
  generatedBy,
}: PatientReportProps) {
  const t = useMessages(reportMessages);
  const a = useMessages(assessmentMessages);
  const locale = useLocale();
  const cell = 'border border-border px-2 py-1 text-start';
  const scale = (kind: 'moca' | 'mmse') => (kind === 'moca' ? 'MoCA' : 'MMSE');
  return (
    <article data-print-root aria-labelledby="report-title" className="report flex flex-col gap-4">
      <header className="flex flex-col gap-1 border-b-2 border-foreground pb-2">
        <p className="text-sm">{clinic}</p>
        <h3 id="report-title" className="text-xl font-bold">
          {t.title}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt>{t.patientCode}</dt>
          <dd>{patientCode(patient.id)}</dd>
          <dt>{t.patient}</dt>
          <dd>
            {patient.patientName}（{t.ageEdu(patient.age, patient.edu)}）
          </dd>
        </dl>
        <p className="text-sm">{t.period(from, to)}</p>
        <p className="text-sm">{t.generated(formatTime(generatedAt), generatedBy)}</p>
      </header>

      <section aria-labelledby="report-assessments" className="report-section">
        <h4 id="report-assessments" className="font-semibold">
          {t.assessments}
        </h4>
        {figures.assessments.length === 0 ? (
          <p>{t.noAssessments}</p>
        ) : (
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                <th className={cell}>{t.date}</th>
                <th className={cell}>{t.scale}</th>
                <th className={cell}>{t.total}</th>
                <th className={cell}>{t.cutoff}</th>
                <th className={cell}>{t.conclusion}</th>
              </tr>
            </thead>
            <tbody>
              {figures.assessments.map((sheet) => (
                <tr key={sheet.id}>
                  <td className={cell}>{sheet.testedOn}</td>
                  <td className={cell}>{scale(sheet.kind)}</td>
                  <td className={cell}>{sheet.interpretation?.total ?? sheet.rawTotal}/30</td>
                  <td className={cell}>{sheet.interpretation?.cutoff ?? '—'}</td>
                  <td className={cell}>
                    {sheet.interpretation ? a.finding[sheet.interpretation.finding] : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {figures.comparison && (
          <>
            <h5 className="mt-2 font-semibold">
              {t.comparison(figures.comparison.before.testedOn, figures.comparison.after.testedOn)}
            </h5>
            <table className="w-full border-collapse text-sm">
              <thead>
                <tr>
                  <th className={cell}>{t.domain}</th>
                  <th className={cell}>{t.before}</th>
                  <th className={cell}>{t.after}</th>
                  <th className={cell}>{t.change}</th>
                </tr>
              </thead>
              <tbody>
                {figures.comparison.domains.map((row) => (
                  <tr key={row.domain}>
                    <td className={cell}>{a.domainNames[row.domain]}</td>
                    <td className={cell}>{percent(row.before)}</td>
                    <td className={cell}>{percent(row.after)}</td>
                    <td className={cell}>
                      {row.points > 0
                        ? t.up(row.points)
                        : row.points < 0
                          ? t.down(-row.points)
                          : t.same}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section aria-labelledby="report-adherence" className="report-section">
        <h4 id="report-adherence" className="font-semibold">
          {t.adherence}
        </h4>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt>{t.plannedDays}</dt>
          <dd>{figures.adherence.plannedDays}</dd>
          <dt>{t.trainedDays}</dt>
          <dd>{figures.adherence.trainedDays}</dd>
          <dt>{t.rate}</dt>
          <dd>{figures.adherence.rate === null ? '—' : percent(figures.adherence.rate)}</dd>
          <dt>{t.sessions}</dt>
          <dd>{figures.adherence.sessions}</dd>
          <dt>{t.minutes}</dt>
          <dd>{figures.adherence.minutes}</dd>
        </dl>
      </section>

      <section aria-labelledby="report-exercises" className="report-section">
        <h4 id="report-exercises" className="font-semibold">
          {t.exercises}
        </h4>
        {figures.exercises.length === 0 ? (
          <p>{t.noTraining}</p>
        ) : (
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                <th className={cell}>{t.exercise}</th>
                <th className={cell}>{t.runs}</th>
                <th className={cell}>{t.meanAccuracy}</th>
                <th className={cell}>{t.levels}</th>
              </tr>
            </thead>
            <tbody>
              {figures.exercises.map((row) => (
                <tr key={row.kind}>
                  <td className={cell}>{exerciseEntries[row.kind].name[locale]}</td>
                  <td className={cell}>{row.runs}</td>
                  <td className={cell}>{percent(row.meanAccuracy)}</td>
                  <td className={cell}>
                    {row.firstLevel} → {row.lastLevel}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <footer className="mt-6 flex flex-col gap-2 text-sm">
        <p>{t.signature}</p>
        <p className="text-muted-foreground">{t.pageNote}</p>
      </footer>
    </article>
  );
}
