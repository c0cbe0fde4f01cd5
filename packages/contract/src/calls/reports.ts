import { z } from 'zod';
import { EXPORT_ROW_CAP } from '../domain/page';
import { reportExportQuery, reportPdfQuery } from '../domain/report';
import { call } from './call-def';

/** Reports (issue 14): a patient's training results over a period, as a file. */
export const reportCalls = {
  exportReport: call({
    method: 'GET',
    path: '/api/report/export',
    summary: `导出患者某段时间的训练结果（Excel 或 CSV；每次练习一行；最多${EXPORT_ROW_CAP}行），记入审计`,
    access: 'report:export',
    stepUp: true,
    query: reportExportQuery,
    response: z.never(),
    raw: true,
  }),
  exportReportPdf: call({
    method: 'GET',
    path: '/api/report/pdf',
    summary:
      '患者某段时间的训练报告（PDF，默认最近28天）：评估、训练依从性与各训练项目结果，记入审计',
    access: 'report:export',
    stepUp: true,
    query: reportPdfQuery,
    response: z.never(),
    raw: true,
  }),
} as const;
