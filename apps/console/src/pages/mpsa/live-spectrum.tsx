import type { SignalChannel } from '@cep/contract';
import { useMessages } from '@cep/ui';
import { SpectrumPanel, type LiveSignalBuffer, type SpectrumChannel } from '@cep/signals/view';
import { useEffect, useState } from 'react';
import { mpsaMessages } from './messages';

/** Seconds of the newest (filtered, as drawn) samples the live spectrum is computed from. */
const SPECTRUM_SECONDS = 4;

/**
 * The live spectrum and band powers beside the EEG traces: the newest 4 s of every channel, as
 * shown (notch and band-pass applied), taken again once a second: a spectrum needs seconds of
 * signal, so redrawing it every frame would show nothing new.
 */
export function LiveSpectrum({
  buffer,
  channels,
}: {
  buffer: LiveSignalBuffer;
  channels: readonly SignalChannel[];
}) {
  const t = useMessages(mpsaMessages);
  const [window, setWindow] = useState<SpectrumChannel[]>([]);
  useEffect(() => {
    const take = () =>
      setWindow(
        channels.map((channel, c) => ({
          label: channel.label,
          samples: buffer.latestShown(c, SPECTRUM_SECONDS * buffer.sampleRate),
        })),
      );
    take();
    const timer = setInterval(take, 1000);
    return () => clearInterval(timer);
  }, [buffer, channels]);
  return <SpectrumPanel label={t.liveSpectrum} sampleRate={buffer.sampleRate} channels={window} />;
}
