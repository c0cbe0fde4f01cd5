import { z } from 'zod';
import { idText, isoDate } from './fields';
import { exportOptions } from './page';

/*
 * A patient's report for a period (issue 14): the console prints the page; this is its Excel
 * export of the sessions and results. Clinicians of the care team only.
 */

/** `GET /api/report/export`: one patient's exercise results from `from` to `to` (China days). */
export const reportExportQuery = z
  .strictObject({ patientId: idText, from: isoDate, to: isoDate, ...exportOptions })
  .refine((query) => query.from <= query.to, {
    path: ['to'],
    message: '结束日期不能早于开始日期',
  });
export type ReportExportQuery = z.infer<typeof reportExportQuery>;

/**
 * `GET /api/report/pdf`: one patient's training report as a PDF, for the period from `from` to
 * `to` (China days; by default the last 28 days to today), at most a year.
 */
export const reportPdfQuery = z
  .strictObject({ patientId: idText, from: isoDate.optional(), to: isoDate.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: '结束日期不能早于开始日期',
  });
export type ReportPdfQuery = z.infer<typeof reportPdfQuery>;
