import type { AxiosInstance } from 'axios';
import type { ApiClient, ExportedFile } from '../types';
import { fetchFile } from './download';

type ExportCall =
  'exportPatients' | 'exportDoctors' | 'exportUsers' | 'exportReport' | 'exportArticles';

/** Exports of the lists (and the 表格 demos' articles): the filtered rows as a CSV or Excel file. */
export function exportCalls(http: AxiosInstance): Pick<ApiClient, ExportCall> {
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
    exportDoctors: download('exportDoctors'),
    exportUsers: download('exportUsers'),
    exportArticles: download('exportArticles'),
  };
}
