import {
  AxiosHeaders,
  type AxiosInstance,
  type AxiosResponseHeaders,
  type RawAxiosResponseHeaders,
} from 'axios';
import { endpoints } from '../endpoints';
import type { ApiClient, ExportedFile } from '../types';

type ExportCall = 'exportPatients' | 'exportDoctors' | 'exportUsers' | 'exportReport';

function header(headers: RawAxiosResponseHeaders | AxiosResponseHeaders, name: string): string {
  const value: unknown = headers instanceof AxiosHeaders ? headers.get(name) : headers[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The bytes come as an ArrayBuffer (browser and Node alike); a refusal comes as the JSON envelope,
 * decoded here so the interceptors show its message like any other call's.
 */
function decodeRefusal(data: unknown, headers: AxiosResponseHeaders): unknown {
  // An ArrayBuffer in the browser, a Buffer (a Uint8Array) in Node.
  const bytes = data instanceof ArrayBuffer || ArrayBuffer.isView(data);
  if (bytes && header(headers, 'content-type').includes('application/json')) {
    return JSON.parse(new TextDecoder().decode(data)) as unknown;
  }
  return data;
}

/** Exports of the management lists: the filtered rows as a CSV or Excel file. */
export function exportCalls(http: AxiosInstance): Pick<ApiClient, ExportCall> {
  const download =
    (name: ExportCall) =>
    async (query: Record<string, unknown> = {}): Promise<ExportedFile> => {
      const { method, path } = endpoints[name];
      const response = await http.request<ArrayBuffer>({
        method,
        url: path,
        params: query,
        responseType: 'arraybuffer',
        transformResponse: [decodeRefusal],
      });
      const type = header(response.headers, 'content-type');
      const disposition = header(response.headers, 'content-disposition');
      return {
        blob: new Blob([response.data], { type }),
        filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export',
        rows: Number(header(response.headers, 'x-export-rows')),
      };
    };
  return {
    exportPatients: download('exportPatients'),
    exportReport: download('exportReport'),
    exportDoctors: download('exportDoctors'),
    exportUsers: download('exportUsers'),
  };
}
