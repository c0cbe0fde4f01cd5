import type { Recording, RecordingWindow } from '@cep/contract';
import { Button, formatTime, useMessages } from '@cep/ui';
import { SignalView } from '@cep/signals/view';
import { useEffect, useId, useState } from 'react';
import { api } from '../../api-client';
import { MarkerList } from './marker-list';
import { formatSeconds, mpsaMessages } from './messages';
import { PlaybackSpectrum } from './playback-spectrum';

const WINDOW_MS = 10_000;
/**
 * Buckets asked of the server per window: every sample of a 10 s window up to 500 Hz (the
 * spectrum needs the samples themselves, not min/max pairs); the drawing decimates to its width.
 */
const MAX_POINTS = 5000;

/**
 * Playback of a recording, 10 s at a time: each window is fetched min/max-decimated on the server
 * (`from`, `to`, `maxPoints`), so an hour-long recording scrolls without loading it whole. The
 * position moves with the slider or the buttons (keyboard: arrows on the slider).
 */
export function Playback({ recording, onClose }: { recording: Recording; onClose: () => void }) {
  const t = useMessages(mpsaMessages);
  const id = useId();
  const duration = Math.max(recording.durationMs, 1);
  const [from, setFrom] = useState(0);
  const [window, setWindow] = useState<RecordingWindow | null>(null);
  const to = Math.min(duration, from + WINDOW_MS);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      api
        .getRecordingWindow({
          recordingId: recording.id,
          from,
          to: Math.max(to, from + 1),
          maxPoints: MAX_POINTS,
        })
        .then(
          (next) => current && setWindow(next),
          () => current && setWindow(null),
        );
    }, 120);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [recording.id, from, to]);

  const move = (ms: number) => setFrom(Math.max(0, Math.min(duration - WINDOW_MS, ms)));
  // Each bucket's min then max: the view's own min/max decimation keeps both extremes.
  const channels = (window?.channels ?? []).map((channel) => {
    const samples = new Float64Array(channel.min.length * 2);
    channel.min.forEach((low, i) => {
      samples[2 * i] = low;
      samples[2 * i + 1] = channel.max[i]!;
    });
    return { label: channel.label, unit: channel.unit === 'uV' ? 'µV' : channel.unit, samples };
  });
  const markers = (window?.markers ?? []).filter((m) => m.offsetMs >= from && m.offsetMs <= to);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded border border-border p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {t.playback(formatTime(recording.startedAt))}
        </h3>
        <Button onClick={onClose}>{t.closePlayback}</Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => move(from - WINDOW_MS)} disabled={from <= 0}>
          {t.earlier}
        </Button>
        <label htmlFor={`${id}-position`} className="text-sm">
          {t.position}
        </label>
        <input
          id={`${id}-position`}
          type="range"
          className="min-h-11 min-w-40 flex-1 accent-primary"
          min={0}
          max={Math.max(0, Math.floor((duration - WINDOW_MS) / 1000))}
          step={1}
          value={Math.floor(from / 1000)}
          aria-valuetext={t.windowOf(from / 1000, to / 1000, duration / 1000)}
          onChange={(event) => move(Number(event.target.value) * 1000)}
        />
        <Button onClick={() => move(from + WINDOW_MS)} disabled={to >= duration}>
          {t.later}
        </Button>
      </div>
      <p className="m-0 text-sm" aria-live="polite" data-testid="playback-window">
        {t.windowOf(from / 1000, to / 1000, duration / 1000)} ·{' '}
        {t.markersInWindow(markers.map((m) => `${m.label} (${formatSeconds(m.offsetMs / 1000)})`))}
      </p>
      {window ? (
        <div className="grid gap-4 2xl:grid-cols-[minmax(0,2fr)_minmax(22rem,1fr)]">
          <SignalView
            label={t.playbackLabel}
            sampleRate={(channels[0]?.samples.length ?? 0) / Math.max(0.001, (to - from) / 1000)}
            channels={channels}
            scale="auto"
            laneHeight={channels.length > 16 ? 28 : 40}
          />
          <PlaybackSpectrum window={window} />
        </div>
      ) : (
        <p role="status">{t.loading}</p>
      )}
      <MarkerList
        markers={recording.markers}
        onJump={(offsetMs) => move(Math.floor(Math.max(0, offsetMs - 1000) / 1000) * 1000)}
      />
    </section>
  );
}
