/// <reference types="vite/client" />
/*
 * The live view bench's page: @cep/signals' LiveSignalView fed by the synthetic feed with the
 * budget's load (32 EEG channels at 500 Hz, 100 ms blocks, a 10 s window). bench/signals/run.mjs
 * reads the drawn-frame counter on the canvas and the browser's own performance metrics.
 */
import { deviceProfileOf } from '@cep/contract';
import { LocaleProvider } from '@cep/ui';
import { LiveSignalBuffer, LiveSignalView, startSyntheticFeed } from '@cep/signals/view';
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

createRoot(document.getElementById('root')!).render(
  <LocaleProvider locale="zh-CN">
    <main className="p-4">
      <LiveSignalView
        label="脑电实时波形"
        buffer={buffer}
        channels={profile.channels}
        modality={profile.modality}
        defaultWindow={Number(params.get('window') ?? 10) as 10}
        defaultScale={100}
        laneHeight={Number(params.get('lane') ?? 24)}
      />
    </main>
  </LocaleProvider>,
);
