import type { SignalModality } from '@cep/contract';
import { FrameReader, FrameStreamSplitter } from '@cep/signals';
import { LiveSignalBuffer } from '@cep/signals/view';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../api-client';

export type LiveState =
  { kind: 'connecting' } | { kind: 'live' } | { kind: 'refused'; message: string };

export interface LiveDeviceShape {
  id: number;
  sampleRate: number;
  channelCount: number;
  modality: SignalModality;
}

/**
 * The device's live frames (the server's stream, from whichever instance the device is connected
 * to) cut into frames, checked by the same FrameReader the server uses, and pushed into a buffer
 * the live view draws: samples per channel in their unit, impedances per channel in kΩ. Only
 * another device (not a fresh copy of the same one) starts a new stream and an empty buffer.
 */
export function useLiveDevice(device: LiveDeviceShape | null): {
  buffer: LiveSignalBuffer | null;
  state: LiveState;
} {
  const id = device?.id ?? null;
  const sampleRate = device?.sampleRate ?? 0;
  const channelCount = device?.channelCount ?? 0;
  const modality = device?.modality ?? 'eeg';
  const buffer = useMemo(
    () =>
      id === null
        ? null
        : new LiveSignalBuffer({
            sampleRate,
            channelCount,
            // EDA and PPG are slow signals: the EEG band-pass would take them away.
            filter:
              modality === 'eeg'
                ? { notch: true, bandPass: true }
                : { notch: modality === 'ecg', bandPass: false },
          }),
    [id, sampleRate, channelCount, modality],
  );
  const [state, setState] = useState<{ id: number | null; state: LiveState }>({
    id: null,
    state: { kind: 'connecting' },
  });

  useEffect(() => {
    if (id === null || !buffer) return;
    const splitter = new FrameStreamSplitter();
    let reader = new FrameReader();
    return api.streamSignalDevice(id, {
      onConnect: () => {
        splitter.reset();
        reader = new FrameReader();
        setState({ id, state: { kind: 'live' } });
      },
      onBytes: (bytes) => {
        for (const frame of splitter.push(bytes)) {
          const result = reader.read(frame);
          if (!result.ok) continue;
          if ('channels' in result.frame) buffer.push(result.frame.channels);
          else buffer.setImpedances(result.frame.kiloohms);
        }
      },
      onRefused: ({ message }) => setState({ id, state: { kind: 'refused', message } }),
    });
  }, [id, buffer]);

  return { buffer, state: state.id === id ? state.state : { kind: 'connecting' } };
}
