/// <reference types="vite/client" />
/*
 * The live view bench's page: @cep/signals' LiveSignalView fed by the synthetic feed with the
 * budget's load (32 EEG channels at 500 Hz, 100 ms blocks, a 10 s window). bench/signals/run.mjs
 * reads the drawn-frame counter on the canvas and the browser's own performance metrics.
 */
import { deviceProfileOf } from '@cep/contract';
import { LocaleProvider } from '@cep/ui';
import {
  LiveSignalBuffer,
  LiveSignalView,
  SpectrumPanel,
  startSyntheticFeed,
  type SpectrumChannel,
} from '@cep/signals/view';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './harness.css';

const params = new URLSearchParams(location.search);
const profile = deviceProfileOf(Number(params.get('device') ?? 6))!; // eeg-32-500
const buffer = new LiveSignalBuffer({
  sampleRate: profile.sampleRate,
  channelCount: profile.channels.length,
});
startSyntheticFeed(buffer, { modality: profile.modality, impedances: [8, 12, 35, 60] });
let marker = 0;
setInterval(() => buffer.addMarker({ seconds: buffer.seconds, text: `M${++marker}` }), 3000);

/**
 * `?spectrum=1`: the console's spectrum panel beside the traces, fed as the console feeds it (the
 * newest 4 s of every channel, once a second), so its main-thread cost is in the figures.
 */
function Spectrum() {
  const [channels, setChannels] = useState<SpectrumChannel[]>([]);
  useEffect(() => {
    const timer = setInterval(
      () =>
        setChannels(
          profile.channels.map((channel, c) => ({
            label: channel.label,
            samples: buffer.latestShown(c, 4 * buffer.sampleRate),
          })),
        ),
      1000,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <SpectrumPanel label="实时频谱与频段功率" sampleRate={buffer.sampleRate} channels={channels} />
  );
}

createRoot(document.getElementById('root')!).render(
  <LocaleProvider locale="zh-CN">
    <main
      className={
        params.get('spectrum') === '1'
          ? 'grid gap-4 p-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]'
          : 'p-4'
      }
    >
      <LiveSignalView
        label="脑电实时波形"
        buffer={buffer}
        channels={profile.channels}
        modality={profile.modality}
        defaultWindow={Number(params.get('window') ?? 10) as 10}
        defaultScale={100}
        laneHeight={Number(params.get('lane') ?? 24)}
      />
      {params.get('spectrum') === '1' ? <Spectrum /> : null}
    </main>
  </LocaleProvider>,
);
