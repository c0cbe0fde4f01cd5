import type { AxiosProgressEvent } from 'axios';
import { endpoints } from '../endpoints';
import type { ApiClient } from '../types';
import { fillPath, type Send } from './send';

/** Whole percent of an upload's progress; `undefined` while the total is unknown. */
export function percentOf(event: AxiosProgressEvent): number | undefined {
  if (!event.total) return undefined;
  return Math.min(100, Math.round((event.loaded / event.total) * 100));
}

/** Uploads (spec §7: avatars and portraits) and the address files are served at. */
export function fileCalls(send: Send, baseURL: string): Pick<ApiClient, 'uploadFile' | 'fileUrl'> {
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
  };
}
