import type { AxiosInstance } from 'axios';
import type { ListQuery } from '../types';
import { fetchFile, type DownloadedFile } from './download';

/** A downloaded export: its bytes, the file name the server gave it and how many rows it holds. */
export interface ExportedFile {
  blob: Blob;
  filename: string;
  rows: number;
}

type ExportCall =
  'exportPatients' | 'exportDoctors' | 'exportUsers' | 'exportReport' | 'exportArticles';

/** Exports of the lists, the report and the 表格 demos' articles: the filtered rows as a file. */
export interface ExportCalls {
  /**
   * `GET /api/patientInformation/export`: the patients the list's filters select (a doctor their
   * care teams'), as `format` `csv` (default) or `xlsx`; phone and ID card masked. Over 50 000 rows
   * the server refuses (40001) and nothing downloads.
   */
  exportPatients(query?: ListQuery<'exportPatients'>): Promise<ExportedFile>;
  /**
   * `GET /api/report/export`: one patient's exercise results from `from` to `to` as an Excel (or
   * CSV) file, for the report (clinicians of the care team only).
   */
  exportReport(
    query: ListQuery<'exportReport'> & { patientId: number; from: string; to: string },
  ): Promise<ExportedFile>;
  /**
   * `GET /api/report/pdf`: one patient's training report as a PDF made by the server, for the
   * period from `from` to `to` (the last 28 days by default); clinicians of the care team, after a
   * recent step-up.
   */
  exportReportPdf(query: {
    patientId: number;
    from?: string;
    to?: string;
  }): Promise<DownloadedFile>;
  /** `GET /api/doctorInformation/export`: the filtered doctors as a file (admin). */
  exportDoctors(query?: ListQuery<'exportDoctors'>): Promise<ExportedFile>;
  /** `GET /api/users/export`: the filtered accounts as a file (admin). */
  exportUsers(query?: ListQuery<'exportUsers'>): Promise<ExportedFile>;
  /** `GET /api/article/export`: the filtered articles as `csv` (default) or `xlsx`. */
  exportArticles(query?: ListQuery<'exportArticles'>): Promise<ExportedFile>;
}

/** The functions of {@link ExportCalls}. */
export function exportCalls(http: AxiosInstance): ExportCalls {
  const download =
    (name: ExportCall) =>
    async (query: Record<string, unknown> = {}): Promise<ExportedFile> => {
      const file = await fetchFile(http, name, query, 'export');
      return {
        blob: file.blob,
        filename: file.filename,
        rows: Number(file.header('x-export-rows')),
      };
    };
  return {
    exportPatients: download('exportPatients'),
    exportReport: download('exportReport'),
    exportReportPdf: async (query) => {
      const file = await fetchFile(http, 'exportReportPdf', query, 'report.pdf');
      return { blob: file.blob, filename: file.filename };
    },
    exportDoctors: download('exportDoctors'),
    exportUsers: download('exportUsers'),
    exportArticles: download('exportArticles'),
  };
}
