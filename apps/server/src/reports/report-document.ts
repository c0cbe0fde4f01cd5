import type { Kysely } from 'kysely';
import type { Session } from '../platform/auth/sessions';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { requireTrainingPatient } from '../training/access';
import { chinaDate } from '../training/progress';
import { reportFigures } from './report-figures';
import { renderReportPdf } from './report-pdf';

/*
 * A patient's training report as a PDF for a period (issue 31): the rule of every training read
 * (the care team, training/access.ts), the figures, the drawing. Used by GET /api/report/pdf and
 * by FHIR's Binary read of a DiagnosticReport's presentedForm.
 */

const DAY_MS = 86_400_000;
/** The longest period one report covers. */
export const maxReportDays = 366;

export interface ReportPeriod {
  from: string;
  to: string;
}

/** The period asked for, the last 28 days (China days, today included) by default. */
export function reportPeriod(
  from: string | undefined,
  to: string | undefined,
  now = Date.now(),
): ReportPeriod {
  const end = to ?? chinaDate(now);
  const start = from ?? chinaDate(Date.parse(`${end}T00:00:00Z`) - 27 * DAY_MS);
  if (start > end) throw new ApiError(40001, '参数校验失败：结束日期不能早于开始日期');
  if (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`) >= maxReportDays * DAY_MS) {
    throw new ApiError(40001, `参数校验失败：报告期间最长${maxReportDays}天`);
  }
  return { from: start, to: end };
}

/** The report's PDF, when `session` reaches the patient (40301 otherwise, 40401 for none). */
export async function reportPdf(
  db: Kysely<Tables>,
  session: Session,
  patientId: number,
  period: ReportPeriod,
  title = '认知训练与评估报告',
): Promise<Buffer> {
  await requireTrainingPatient(db, session, patientId);
  const figures = await reportFigures(db, patientId, period.from, period.to);
  return renderReportPdf(figures, {
    title,
    generatedAt: new Date(),
    generatedBy: session.name,
  });
}
