import type {
  Page,
  Recording,
  RecordingFeatures,
  RecordingMarker,
  RecordingMarkerAdd,
  RecordingStart,
  RecordingSummary,
  RecordingWindow,
  SignalDevice,
  SignalDeviceCreate,
  SignalDeviceCreated,
  SignalDeviceKeyRotation,
  SignalDeviceStatusChange,
  SignalDeviceUpdate,
} from '@cep/contract';
import type { AxiosInstance } from 'axios';
import type { ListQuery, TokenStore } from '../types';
import { fetchFile, type DownloadedFile } from './download';
import { followSignalDevice, type SignalStreamHandlers } from './signals-live';
import type { Send } from './send';

/**
 * Physiological signal acquisition (issue 15): devices and their live stream, recordings,
 * playback, features, export.
 */
export interface SignalCalls {
  /**
   * `GET /api/signalDevice/list`: every acquisition device with its connection, last impedances
   * and running recording.
   */
  listSignalDevices(): Promise<SignalDevice[]>;
  /** `POST /api/signalDevice/add` (admin): the new device with its key, shown only this once. */
  addSignalDevice(device: SignalDeviceCreate): Promise<SignalDeviceCreated>;
  /** `PUT /api/signalDevice/update` (admin): renames a device. */
  updateSignalDevice(device: SignalDeviceUpdate): Promise<SignalDevice>;
  /** `POST /api/signalDevice/setStatus` (admin): a disabled device is disconnected and refused. */
  setSignalDeviceStatus(change: SignalDeviceStatusChange): Promise<SignalDevice>;
  /**
   * `POST /api/signalDevice/rotateKey` (admin): the device with a new key, shown only this once;
   * the old key (a demo device's published one, say) opens nothing from then on.
   */
  rotateSignalDeviceKey(rotation: SignalDeviceKeyRotation): Promise<SignalDeviceCreated>;
  /**
   * Follows `GET /api/signalDevice/live?deviceId=` (a fetch stream of the device protocol's binary
   * frames): reconnects after a drop (1 s, doubling to 30 s); stops on a refusal or when the
   * returned function is called.
   */
  streamSignalDevice(deviceId: number, handlers: SignalStreamHandlers): () => void;
  /** `POST /api/recording/start`: records a patient of the caller's care team from the devices. */
  startRecording(start: RecordingStart): Promise<Recording>;
  /** `POST /api/recording/stop`: stopping twice answers the stopped recording. */
  stopRecording(id: number): Promise<Recording>;
  /** `GET /api/recording/list?patientId=`: a patient's recordings, newest first. */
  listRecordings(
    query: ListQuery<'listRecordings'> & { patientId: number },
  ): Promise<Page<RecordingSummary>>;
  /** `GET /api/recording/detail?id=`: one recording with its devices and markers. */
  getRecording(id: number): Promise<Recording>;
  /** `POST /api/recording/marker`: a marker on a running recording (at `offsetMs`, or now). */
  addRecordingMarker(marker: RecordingMarkerAdd): Promise<RecordingMarker>;
  /**
   * `GET /api/recording/window`: every channel from `from` to `to` (ms on the recording's time
   * line), min/max-decimated on the server to at most `maxPoints` buckets.
   */
  getRecordingWindow(query: {
    recordingId: number;
    from: number;
    to: number;
    maxPoints?: number;
  }): Promise<RecordingWindow>;
  /** `GET /api/recording/features?id=`: band powers and heart rate per second, HRV overall. */
  getRecordingFeatures(id: number): Promise<RecordingFeatures>;
  /**
   * `GET /api/recording/export`: EDF+ or 24-bit BDF+ (every device and the markers) or one
   * device's CSV.
   */
  exportRecording(query: {
    id: number;
    format: 'edf' | 'bdf' | 'csv';
    deviceId?: number;
  }): Promise<DownloadedFile>;
}

/** The functions of {@link SignalCalls}. */
export function signalCalls(
  send: Send,
  http: AxiosInstance,
  baseURL: string,
  tokenStore: TokenStore,
): SignalCalls {
  return {
    listSignalDevices: () => send('listSignalDevices'),
    addSignalDevice: (device) => send('addSignalDevice', { data: device }),
    updateSignalDevice: (device) => send('updateSignalDevice', { data: device }),
    setSignalDeviceStatus: (change) => send('setSignalDeviceStatus', { data: change }),
    rotateSignalDeviceKey: (rotation) => send('rotateSignalDeviceKey', { data: rotation }),
    streamSignalDevice: followSignalDevice(baseURL, tokenStore),
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
