import type { RecordingWindow } from '@cep/contract';
import { useMessages } from '@cep/ui';
import { SpectrumPanel } from '@cep/signals/view';
import { useMemo } from 'react';
import { mpsaMessages } from './messages';

/**
 * The spectrum and band powers of the window played back: its EEG channels (µV) that came as
 * samples, one per bucket (min = max; the window asks for as many points as a 10 s window of a
 * 500 Hz device holds), all at the first such channel's rate. Nothing when the window has none.
 */
export function PlaybackSpectrum({ window }: { window: RecordingWindow }) {
  const t = useMessages(mpsaMessages);
  const { sampleRate, channels } = useMemo(() => {
    const eeg = window.channels.filter(
      (c) => c.unit === 'uV' && Math.abs(c.bucketMs * c.sampleRate - 1000) < 1e-6,
    );
    const rate = eeg[0]?.sampleRate ?? 0;
    return {
      sampleRate: rate,
      channels: eeg
        .filter((c) => c.sampleRate === rate)
        .map((c) => ({ label: c.label, samples: c.min })),
    };
  }, [window]);
  if (channels.length === 0) return null;
  return <SpectrumPanel label={t.playbackSpectrum} sampleRate={sampleRate} channels={channels} />;
}
