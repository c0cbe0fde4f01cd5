import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import type { UploadQuery } from '@cep/contract';
import { ApiError } from '../api-error';
import { endpoints } from '../endpoints';
import { fillPath, type Send } from './send';

/** Options of `uploadFile`. */
export interface UploadOptions {
  /** Which module the file belongs to; default `'usr'` (avatars and portraits). */
  module?: UploadQuery['module'];
  /** The file name sent with the part; default the `File`'s own name, else `'file'`. */
  filename?: string;
  /** Called as bytes go out, with 0–100 (whole percent). */
  onProgress?: (percent: number) => void;
  /** Cancels the upload. */
  signal?: AbortSignal;
}

/** Whole percent of an upload's progress; `undefined` while the total is unknown. */
export function percentOf(event: AxiosProgressEvent): number | undefined {
  if (!event.total) return undefined;
  return Math.min(100, Math.round((event.loaded / event.total) * 100));
}

/** Uploads (spec §7: avatars and portraits) and the files they are served as. */
export interface FileCalls {
  /**
   * `POST /api/oss/file/upload?module=usr`, multipart field `file`. Resolves the image's address
   * (`/api/oss/file/{id}`, relative to the server).
   */
  uploadFile(file: Blob, options?: UploadOptions): Promise<string>;
  /** The absolute address of an uploaded file (`getFile`, `GET /api/oss/file/{id}`), for `<img src>`. */
  fileUrl(id: string): string;
  /**
   * `GET /api/oss/file/{id}` with the session's token: the picture as a Blob (for
   * `URL.createObjectURL`). A patient's picture is served only this way, to those who may see
   * that patient; rejects with the server's code (40301, 40401, 50008) without toasts.
   */
  getFile(address: string, options?: { signal?: AbortSignal }): Promise<Blob>;
}

/** The functions of {@link FileCalls}. */
export function fileCalls(send: Send, baseURL: string, http: AxiosInstance): FileCalls {
  const origin = baseURL.replace(/\/+$/, '');
  return {
    uploadFile(file, { module = 'usr', filename, onProgress, signal } = {}) {
      const form = new FormData();
      const name =
        filename ?? ('name' in file && typeof file.name === 'string' ? file.name : 'file');
      form.append('file', file, name);
      return send('uploadFile', {
        params: { module },
        // FormData: axios leaves the multipart Content-Type with its boundary to the platform.
        data: form,
        signal,
        onUploadProgress: onProgress
          ? (event) => {
              const percent = percentOf(event);
              if (percent !== undefined) onProgress(percent);
            }
          : undefined,
      });
    },

    fileUrl: (id) => origin + fillPath(endpoints.getFile.path, { id }),

    async getFile(address, { signal } = {}) {
      // Every status is taken here: a refused picture (40301, 50008) is this picture's problem,
      // not a reason for the error interceptor's toasts or sign-out.
      const response = await http.get<ArrayBuffer>(address, {
        responseType: 'arraybuffer',
        validateStatus: () => true,
        signal,
      });
      const type = String(response.headers['content-type'] ?? '');
      // A paper consent's scan may be a PDF (issue 32).
      if (response.status === 200 && (type.startsWith('image/') || type === 'application/pdf')) {
        return new Blob([response.data], { type });
      }
      throw refusal(response.data, response.status);
    },
  };
}

/** The error envelope of a refused file request, as an ApiError (40401 when unreadable). */
function refusal(data: ArrayBuffer, status: number): ApiError {
  try {
    const body = JSON.parse(new TextDecoder().decode(data)) as {
      code?: unknown;
      message?: unknown;
    };
    if (typeof body.code === 'number' && typeof body.message === 'string') {
      return new ApiError(body.code, body.message);
    }
  } catch {
    // not the envelope: fall through
  }
  return new ApiError(40401, `HTTP ${status}`);
}
