import type { Patient, Recording, SignalDevice } from '@cep/contract';
import { Button, FormField, Input, Select, toast, useMessages } from '@cep/ui';
import { LiveSignalView } from '@cep/signals/view';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../api-client';
import { mpsaMessages } from './messages';
import { LiveSpectrum } from './live-spectrum';
import { useLiveDevice } from './use-live-device';

// Printable ASCII: markers go into the EDF+ header as they are.
const ASCII = /^[\x20-\x7e]+$/;

/**
 * 实时采集: pick a device, watch its channels live, start and stop a recording for the patient and
 * add markers while it runs. The recording is the server's (it records from the device side), so
 * a reload or a closed browser finds it running and stops nothing.
 */
export function LiveTab({ patient }: { patient: Patient }) {
  const t = useMessages(mpsaMessages);
  const [devices, setDevices] = useState<SignalDevice[] | null>(null);
  // The device is kept in the address (`?device=`), so a reload shows the same one.
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('device')) || null;
  const pickDevice = (id: number) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('device', String(id));
      return next;
    });
  const [known, setKnown] = useState<Recording | null>(null);
  const [marker, setMarker] = useState('');
  const [markerError, setMarkerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const applyDevices = useCallback((list: SignalDevice[]) => {
    const usable = list.filter((device) => device.status === 'enabled');
    setDevices(usable);
  }, []);
  const refresh = () => api.listSignalDevices().then(applyDevices);
  useEffect(() => {
    let current = true;
    api.listSignalDevices().then(
      (list) => current && applyDevices(list),
      () => current && setDevices([]),
    );
    return () => {
      current = false;
    };
  }, [applyDevices]);

  const deviceId = asked ?? devices?.find((d) => d.connected)?.id ?? devices?.[0]?.id ?? null;
  const device = devices?.find((d) => d.id === deviceId) ?? null;
  const { buffer, state } = useLiveDevice(
    device && {
      id: device.id,
      sampleRate: device.sampleRate,
      channelCount: device.channels.length,
      modality: device.modality,
    },
  );

  // The recording running on this device, as the server says (after a reload too): this
  // patient's, or another's.
  const runningId = device?.recordingId ?? null;
  const recording = known !== null && known.id === runningId ? known : null;
  useEffect(() => {
    if (runningId === null || known?.id === runningId) return;
    let current = true;
    api.getRecording(runningId).then(
      (found) => current && setKnown(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [runningId, known]);

  useEffect(() => {
    if (recording?.status !== 'recording') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [recording]);

  const ours = recording !== null && recording.patientId === patient.id;
  const running = recording?.status === 'recording';

  const start = async () => {
    if (!device) return;
    setBusy(true);
    try {
      const started = await api.startRecording({ patientId: patient.id, deviceIds: [device.id] });
      setKnown(started);
      toast.success(t.started);
      await refresh();
    } finally {
      setBusy(false);
    }
  };
  const stop = async () => {
    if (!recording) return;
    setBusy(true);
    try {
      await api.stopRecording(recording.id);
      toast.success(t.stopped);
      await refresh();
    } finally {
      setBusy(false);
    }
  };
  const addMarker = async () => {
    const label = marker.trim();
    if (!recording) return;
    if (!label) return setMarkerError(t.markerRequired);
    if (!ASCII.test(label)) return setMarkerError(t.markerAscii);
    setMarkerError(null);
    const added = await api.addRecordingMarker({ recordingId: recording.id, label });
    buffer?.addMarker({ seconds: buffer.seconds, text: added.label });
    setMarker('');
    toast.success(t.markerAdded(added.label));
  };

  if (devices === null) return <p role="status">{t.loading}</p>;
  if (devices.length === 0) return <p>{t.noDevices}</p>;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <FormField label={t.device} className="w-full max-w-md">
          <Select
            value={deviceId === null ? undefined : String(deviceId)}
            onValueChange={(value) => pickDevice(Number(value))}
            placeholder={t.pickDevice}
            disabled={running && ours}
            options={devices.map((d) => ({
              value: String(d.id),
              label: t.deviceOption(
                d.name,
                t.modality[d.modality],
                d.channels.length,
                d.sampleRate,
                d.connected,
              ),
            }))}
          />
        </FormField>
        {running && ours ? (
          <>
            <p className="m-0 font-semibold text-danger" role="status">
              <span aria-hidden="true">● </span>
              {t.recording((now - recording.startedAt) / 1000)}
            </p>
            <Button variant="danger" loading={busy} onClick={() => void stop()}>
              {t.stop}
            </Button>
          </>
        ) : running ? (
          <p className="m-0" role="status">
            {t.recordingOther}
          </p>
        ) : (
          <Button variant="primary" loading={busy} disabled={!device} onClick={() => void start()}>
            {t.start}
          </Button>
        )}
      </div>
      {running && ours ? (
        <form
          className="flex flex-wrap items-start gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void addMarker();
          }}
        >
          <FormField
            label={t.marker}
            description={t.markerHint}
            error={markerError ?? undefined}
            className="w-full max-w-md"
          >
            <Input
              value={marker}
              maxLength={80}
              autoComplete="off"
              onChange={(event) => setMarker(event.target.value)}
            />
          </FormField>
          <Button type="submit" className="sm:mt-7">
            {t.addMarker}
          </Button>
        </form>
      ) : null}
      {device && !device.connected && state.kind !== 'live' ? (
        <p role="status">{t.disconnected}</p>
      ) : null}
      {state.kind === 'refused' ? <p role="alert">{t.refused(state.message)}</p> : null}
      {device && buffer ? (
        // EEG gets its spectrum and band powers beside the traces (below them on a narrow screen).
        <div className="grid gap-4 2xl:grid-cols-[minmax(0,2fr)_minmax(22rem,1fr)]">
          <LiveSignalView
            key={device.id}
            label={t.live(device.name)}
            buffer={buffer}
            channels={device.channels}
            modality={device.modality}
            laneHeight={device.channels.length > 16 ? 28 : 40}
          />
          {device.modality === 'eeg' ? (
            <LiveSpectrum key={device.id} buffer={buffer} channels={device.channels} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
