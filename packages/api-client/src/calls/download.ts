import {
  AxiosHeaders,
  type AxiosInstance,
  type AxiosResponseHeaders,
  type RawAxiosResponseHeaders,
} from 'axios';
import { endpoints } from '../endpoints';

/** A downloaded file: its bytes and the file name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

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

/** A file the server sent: its bytes, the name it gave (or `fallbackName`), and its headers. */
export interface FetchedFile {
  blob: Blob;
  filename: string;
  header: (name: string) => string;
}

/** Fetches a file call of the table (an export or a download) as bytes, refusals as the envelope. */
export async function fetchFile(
  http: AxiosInstance,
  call: keyof typeof endpoints,
  query: object,
  fallbackName: string,
): Promise<FetchedFile> {
  const { method, path } = endpoints[call];
  const response = await http.request<ArrayBuffer>({
    method,
    url: path,
    params: query,
    responseType: 'arraybuffer',
    transformResponse: [decodeRefusal],
  });
  const disposition = header(response.headers, 'content-disposition');
  return {
    blob: new Blob([response.data], { type: header(response.headers, 'content-type') }),
    filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName,
    header: (name) => header(response.headers, name),
  };
}
