import type { AxiosInstance } from 'axios';
import type { ApiClient, DownloadedFile } from '../types';
import { fetchFile } from './download';
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
      const { blob, filename } = await fetchFile(
        http,
        'exportRecording',
        query,
        `recording-${query.id}`,
      );
      return { blob, filename };
    },
  };
}
