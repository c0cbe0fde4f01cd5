import type { MyDataRequest, MyDataState } from '@cep/contract';
import type { AxiosInstance } from 'axios';
import { fetchFile, type DownloadedFile } from './download';
import type { Send } from './send';

/** 我的数据 (issue 32, item 3): a patient's copy of everything the platform holds about them. */
export interface MyDataCalls {
  /**
   * `POST /api/myData/request` (myData:export, patients): queues the archive's preparation.
   * Refused: one already being prepared 40940, too many today 42910.
   */
  requestMyData(): Promise<MyDataRequest>;
  /** `GET /api/myData/status`: the latest request with its progress, or null. */
  getMyData(): Promise<MyDataState>;
  /**
   * `GET /api/myData/download?id=`: the ready archive, named as the server names it
   * (`我的数据-YYYYMMDD.zip`, from RFC 5987's `filename*`). Not ready or expired 40941.
   */
  downloadMyData(id: string): Promise<DownloadedFile>;
}

/** The name in `filename*=UTF-8''…` (RFC 5987), when the header has one. */
export function extendedFileName(disposition: string): string | undefined {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (!encoded) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/** The functions of {@link MyDataCalls}. */
export function myDataCalls(send: Send, http: AxiosInstance): MyDataCalls {
  return {
    requestMyData: () => send('requestMyData'),
    getMyData: () => send('getMyData'),
    async downloadMyData(id) {
      const file = await fetchFile(http, 'downloadMyData', { id }, 'my-data.zip');
      const filename = extendedFileName(file.header('content-disposition')) ?? file.filename;
      return { blob: file.blob, filename };
    },
  };
}
