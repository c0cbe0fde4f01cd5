import { z } from 'zod';
import { EXPORT_ROW_CAP } from '../domain/page';
import { reportExportQuery } from '../domain/report';
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
} as const;
