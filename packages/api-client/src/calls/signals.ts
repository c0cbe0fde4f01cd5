import {
  AxiosHeaders,
  type AxiosInstance,
  type AxiosResponseHeaders,
  type RawAxiosResponseHeaders,
} from 'axios';
import { endpoints } from '../endpoints';
import type { ApiClient, DownloadedFile } from '../types';
import type { Send } from './send';

type SignalCalls = Pick<
  ApiClient,
  | 'listSignalDevices'
  | 'addSignalDevice'
  | 'updateSignalDevice'
  | 'setSignalDeviceStatus'
  | 'startRecording'
  | 'stopRecording'
  | 'listRecordings'
  | 'getRecording'
  | 'addRecordingMarker'
  | 'getRecordingWindow'
  | 'getRecordingFeatures'
  | 'exportRecording'
>;

function header(headers: RawAxiosResponseHeaders | AxiosResponseHeaders, name: string): string {
  const value: unknown = headers instanceof AxiosHeaders ? headers.get(name) : headers[name];
  return typeof value === 'string' ? value : '';
}

/** A refusal of the export comes as the JSON envelope: decoded so the interceptors show it. */
function decodeRefusal(data: unknown, headers: AxiosResponseHeaders): unknown {
  const bytes = data instanceof ArrayBuffer || ArrayBuffer.isView(data);
  if (bytes && header(headers, 'content-type').includes('application/json')) {
    return JSON.parse(new TextDecoder().decode(data)) as unknown;
  }
  return data;
}

/** Physiological signal acquisition (issue 15): devices, recordings, playback, features, export. */
export function signalCalls(send: Send, http: AxiosInstance): SignalCalls {
  return {
    listSignalDevices: () => send('listSignalDevices'),
    addSignalDevice: (device) => send('addSignalDevice', { data: device }),
    updateSignalDevice: (device) => send('updateSignalDevice', { data: device }),
    setSignalDeviceStatus: (change) => send('setSignalDeviceStatus', { data: change }),
    startRecording: (start) => send('startRecording', { data: start }),
    stopRecording: (id) => send('stopRecording', { data: { id } }),
    listRecordings: (query) => send('listRecordings', { params: query }),
    getRecording: (id) => send('getRecording', { params: { id } }),
    addRecordingMarker: (marker) => send('addRecordingMarker', { data: marker }),
    getRecordingWindow: (query) => send('getRecordingWindow', { params: query }),
    getRecordingFeatures: (id) => send('getRecordingFeatures', { params: { id } }),
    async exportRecording(query): Promise<DownloadedFile> {
      const { method, path } = endpoints.exportRecording;
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
        filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? `recording-${query.id}`,
      };
    },
  };
}
