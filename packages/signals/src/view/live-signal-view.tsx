import type { ChannelQuality, SignalModality } from '@cep/contract';
import { Button, Select, Switch, VisuallyHidden, useMessages } from '@cep/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { detectBeats, heartRate } from '../features/heart-rate';
import { AXIS_HEIGHT } from './draw-live';
import type { LiveSignalBuffer } from './live-buffer';
import { LiveDrawLoop, type LiveDrawUpdate } from './live-draw-loop';
import type { LiveDrawMessage, LiveDrawReport } from './live-draw-worker';
import { liveSignalViewMessages } from './live-messages';

/** The time windows of the OpenBCI GUI (DOMAIN.md §2). */
export const liveWindows = [1, 3, 5, 10, 20] as const;
export type LiveWindow = (typeof liveWindows)[number];
/** Vertical scales in µV (half a lane), besides Auto. */
export const liveScales = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000] as const;
export type LiveScale = (typeof liveScales)[number] | 'auto';

export interface LiveChannel {
  label: string;
  /** The contract's ASCII unit ('uV', 'mV', 'uS', 'au'). */
  unit: string;
}

export interface LiveSignalViewProps {
  /** What is shown, e.g. "脑电实时波形"; names the drawing and the channel list. */
  label: string;
  buffer: LiveSignalBuffer;
  channels: readonly LiveChannel[];
  /** ECG and PPG show a heart rate. */
  modality?: SignalModality;
  defaultWindow?: LiveWindow;
  defaultScale?: LiveScale;
  /** Height of one lane in CSS px. */
  laneHeight?: number;
}

const qualityClass: Record<ChannelQuality, string> = {
  good: 'text-success',
  serviceable: 'text-warning',
  poor: 'text-danger',
};

const displayUnit = (unit: string) => (unit === 'uV' ? 'µV' : unit === 'uS' ? 'µS' : unit);

/** A lane's half-height: the chosen µV scale (in mV for mV lanes), or its own peak for Auto. */
function laneScaleOf(unit: string, scale: LiveScale, peak: number): number {
  if (scale !== 'auto' && unit === 'uV') return scale;
  if (scale !== 'auto' && unit === 'mV') return scale / 1000;
  return peak > 0 ? peak * 1.1 : 1;
}

function peakOf(samples: Float32Array): number {
  let peak = 0;
  for (let i = 0; i < samples.length; i++) {
    const v = Math.abs(samples[i]!);
    if (v > peak) peak = v;
  }
  return peak;
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => Math.abs(v - b[i]!) <= Math.abs(v) * 0.02);
}

function cssVariable(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value === '' ? fallback : value;
}

/** Text of a number for people: 3 significant digits. */
const shortNumber = (value: number) => String(Number(value.toPrecision(3)));

/** Draws `buffer` on `canvas` in a worker, or here when OffscreenCanvas is missing. */
function startDrawing(
  canvas: HTMLCanvasElement,
  buffer: LiveSignalBuffer,
  onDrawn: (frames: number) => void,
): { update(update: LiveDrawUpdate): void; stop(): void } {
  if (typeof Worker !== 'undefined' && 'transferControlToOffscreen' in canvas) {
    const offscreen = canvas.transferControlToOffscreen();
    const worker = new Worker(new URL('./live-draw-worker.js', import.meta.url), {
      type: 'module',
    });
    const post = (message: LiveDrawMessage, transfer: Transferable[] = []) =>
      worker.postMessage(message, transfer);
    worker.onmessage = ({ data }: MessageEvent<LiveDrawReport>) => onDrawn(data.drawn);
    const held = Math.min(buffer.total, buffer.capacity);
    post(
      {
        type: 'init',
        canvas: offscreen,
        sampleRate: buffer.sampleRate,
        channelCount: buffer.channelCount,
        filters: Array.from({ length: buffer.channelCount }, (_, c) => buffer.filterOf(c)),
        history: Array.from({ length: buffer.channelCount }, (_, c) => buffer.latestRaw(c, held)),
        markers: [...buffer.markers],
        update: {},
      },
      [offscreen],
    );
    const unsubscribe = buffer.subscribe((change) => post({ type: 'change', change }));
    return {
      update: (update) => post({ type: 'update', update }),
      stop: () => {
        unsubscribe();
        worker.terminate();
      },
    };
  }
  const loop = new LiveDrawLoop(canvas, buffer);
  loop.start();
  const report = setInterval(() => onDrawn(loop.drawn), 500);
  return {
    update: (update) => loop.update(update),
    stop: () => {
      loop.stop();
      clearInterval(report);
    },
  };
}

/** How often the words beside the drawing (scales, heart rate, readings) are brought up to date. */
const TEXT_EVERY_MS = 1000;
const READINGS_EVERY_MS = 5000;

/**
 * The live multi-channel view: every channel stacked with its label, quality in words and colour,
 * and scale; a time window, a vertical scale, the 50 Hz notch and 0.5–45 Hz band-pass for all
 * channels or one, a pause; markers on the time axis; a heart rate for ECG / PPG. The drawing is a
 * canvas redrawn once per animation frame from the buffer with min/max decimation to the pixel
 * width; React renders only the words, once a second. Screen readers get the channel list, a
 * reading of every channel refreshed every 5 s, and quality changes announced politely.
 */
export function LiveSignalView({
  label,
  buffer,
  channels,
  modality,
  defaultWindow = 10,
  defaultScale = 'auto',
  laneHeight = 40,
}: LiveSignalViewProps) {
  const t = useMessages(liveSignalViewMessages);
  const id = useId();
  const [windowSeconds, setWindowSeconds] = useState<LiveWindow>(defaultWindow);
  const [scale, setScale] = useState<LiveScale>(defaultScale);
  const [paused, setPaused] = useState(false);
  const [scope, setScope] = useState<'all' | number>('all');
  const [filterVersion, setFilterVersion] = useState(0);
  const [scales, setScales] = useState<number[]>(() => channels.map(() => 1));
  const [qualities, setQualities] = useState<(ChannelQuality | undefined)[]>(() =>
    channels.map((_, c) => buffer.qualityOf(c)),
  );
  const [bpm, setBpm] = useState<number | null>(null);
  const [readings, setReadings] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');

  // Words: lane scales and qualities every second, heart rate every second from the last 10 s,
  // the screen-reader readings every 5 s.
  useEffect(() => {
    const update = (withReadings: boolean) => {
      const count = Math.round(windowSeconds * buffer.sampleRate);
      const nextScales = channels.map((channel, c) =>
        laneScaleOf(
          channel.unit,
          scale,
          scale === 'auto' || (channel.unit !== 'uV' && channel.unit !== 'mV')
            ? peakOf(buffer.latestShown(c, count))
            : 0,
        ),
      );
      // Only a change re-renders: at a fixed scale the words stay as they are.
      setScales((previous) => (sameNumbers(previous, nextScales) ? previous : nextScales));
      const next = channels.map((_, c) => buffer.qualityOf(c));
      setQualities((previous) => {
        const changed = next.findIndex((q, c) => q !== previous[c]);
        if (changed < 0) return previous;
        if (previous[changed] !== undefined && next[changed] !== undefined)
          setAnnouncement(t.qualityChanged(channels[changed]!.label, t.quality[next[changed]!]));
        return next;
      });
      if (modality === 'ecg' || modality === 'ppg') {
        const recent = buffer.latestRaw(0, Math.round(10 * buffer.sampleRate));
        const rate = heartRate(detectBeats(recent, buffer.sampleRate, modality));
        setBpm(rate === null ? null : Math.round(rate)); // React skips an equal value
      }
      if (withReadings)
        setReadings(
          channels.map((channel, c) => {
            const value = buffer.latest(c);
            const quality = next[c];
            return t.reading(
              channel.label,
              quality ? t.quality[quality] : t.unmeasured,
              Number.isNaN(value)
                ? t.noValue
                : `${shortNumber(value)} ${displayUnit(channel.unit)}`,
            );
          }),
        );
    };
    update(true);
    let ticks = 0;
    const timer = setInterval(() => {
      ticks++;
      update(ticks % (READINGS_EVERY_MS / TEXT_EVERY_MS) === 0);
    }, TEXT_EVERY_MS);
    return () => clearInterval(timer);
  }, [buffer, channels, modality, scale, windowSeconds, filterVersion, t]);

  // The drawing: a canvas made here (an OffscreenCanvas can be handed to a worker only once), drawn
  // by a worker where the browser has OffscreenCanvas, else by the same loop on this thread.
  const surfaceRef = useRef<HTMLDivElement>(null);
  const drawingRef = useRef<{ update(update: LiveDrawUpdate): void } | null>(null);
  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    canvas.className = 'block size-full';
    surface.append(canvas);
    const target = startDrawing(canvas, buffer, (drawn) => {
      surface.dataset.drawnFrames = String(drawn);
    });
    drawingRef.current = target;
    const colours = () =>
      target.update({
        colours: {
          trace: cssVariable('--foreground', '#1d2129'),
          grid: cssVariable('--border', '#86909c'),
          marker: cssVariable('--primary', '#165dff'),
          text: cssVariable('--muted-foreground', '#4e5969'),
        },
      });
    const measure = () => {
      const ratio = window.devicePixelRatio || 1;
      target.update({
        size: {
          width: Math.max(1, Math.round(surface.clientWidth * ratio)),
          height: Math.max(1, Math.round(surface.clientHeight * ratio)),
          ratio,
        },
      });
    };
    colours();
    measure();
    // Redraw on resize and when the theme or font scale changes on <html>.
    const resize = new ResizeObserver(measure);
    resize.observe(surface);
    const theme = new MutationObserver(colours);
    theme.observe(document.documentElement, { attributeFilter: ['data-theme', 'class', 'style'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      target.stop();
      drawingRef.current = null;
      canvas.remove();
    };
  }, [buffer]);
  useEffect(() => {
    drawingRef.current?.update({ settings: { windowSeconds, scales, paused } });
  }, [windowSeconds, scales, paused, buffer, filterVersion]);

  const scopeFilter = buffer.filterOf(scope === 'all' ? 0 : scope);
  const changeFilter = (change: { notch?: boolean; bandPass?: boolean }) => {
    buffer.setFilter(scope, change);
    setFilterVersion((v) => v + 1);
  };
  const seconds = windowSeconds;
  const endSeconds = buffer.seconds;
  const markersInWindow = buffer.markers.filter(
    (m) => m.seconds >= endSeconds - windowSeconds && m.seconds <= endSeconds,
  ).length;
  const field = 'flex flex-col gap-1 text-sm';

  return (
    <section data-slot="live-signal-view" aria-labelledby={`${id}-title`} className="space-y-3">
      <VisuallyHidden>
        <h3 id={`${id}-title`}>{label}</h3>
      </VisuallyHidden>
      <div className="flex flex-wrap items-end gap-3">
        <div className={`${field} w-28`}>
          <label htmlFor={`${id}-window`}>{t.window}</label>
          <Select
            id={`${id}-window`}
            value={String(windowSeconds)}
            onValueChange={(v) => setWindowSeconds(Number(v) as LiveWindow)}
            options={liveWindows.map((w) => ({ value: String(w), label: t.seconds(w) }))}
          />
        </div>
        <div className={`${field} w-36`}>
          <label htmlFor={`${id}-scale`}>{t.scale}</label>
          <Select
            id={`${id}-scale`}
            value={String(scale)}
            onValueChange={(v) => setScale(v === 'auto' ? 'auto' : (Number(v) as LiveScale))}
            options={[
              { value: 'auto', label: t.auto },
              ...liveScales.map((s) => ({ value: String(s), label: t.microvolts(s) })),
            ]}
          />
        </div>
        <div className={`${field} w-36`}>
          <label htmlFor={`${id}-scope`}>{t.filterScope}</label>
          <Select
            id={`${id}-scope`}
            value={String(scope)}
            onValueChange={(v) => setScope(v === 'all' ? 'all' : Number(v))}
            options={[
              { value: 'all', label: t.allChannels },
              ...channels.map((channel, c) => ({ value: String(c), label: channel.label })),
            ]}
          />
        </div>
        <Switch
          label={t.notch}
          checked={scopeFilter.notch}
          onCheckedChange={(on) => changeFilter({ notch: on })}
        />
        <Switch
          label={t.bandPass}
          checked={scopeFilter.bandPass}
          onCheckedChange={(on) => changeFilter({ bandPass: on })}
        />
        <Button
          variant="default"
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
          data-filter-version={filterVersion}
        >
          {paused ? t.resume : t.pause}
        </Button>
        {modality === 'ecg' || modality === 'ppg' ? (
          <p className="m-0 text-base" data-testid="heart-rate">
            {t.heartRate}{' '}
            <strong className="font-semibold">{bpm === null ? t.noBeats : t.bpm(bpm)}</strong>
          </p>
        ) : null}
        {paused ? <p className="m-0 text-sm font-medium text-foreground">{t.paused}</p> : null}
      </div>
      <div className="flex gap-2">
        <ul
          className="m-0 flex w-36 shrink-0 list-none flex-col p-0 text-sm"
          aria-label={label}
          style={{ paddingBottom: AXIS_HEIGHT }}
        >
          {channels.map((channel, c) => {
            const quality = qualities[c];
            const kiloohms = buffer.impedanceOf(c);
            return (
              <li
                key={channel.label}
                className="flex min-w-0 flex-col justify-center leading-tight"
                style={{ height: laneHeight }}
              >
                <span className="truncate">
                  <span className="font-medium text-foreground">{channel.label}</span>{' '}
                  <span className="text-xs text-muted-foreground">
                    {t.laneScale(shortNumber(scales[c] ?? 1), displayUnit(channel.unit))}
                  </span>
                </span>
                <span className="truncate text-xs">
                  {quality ? (
                    <span className={qualityClass[quality]} data-quality={quality}>
                      <span aria-hidden="true">● </span>
                      {t.quality[quality]}
                      {kiloohms === undefined ? '' : ` · ${t.impedance(Math.round(kiloohms))}`}
                    </span>
                  ) : (
                    <span className="text-muted-foreground">{t.unmeasured}</span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
        <div
          ref={surfaceRef}
          role="img"
          aria-label={t.summary(label, channels.length, seconds, buffer.sampleRate, paused)}
          aria-describedby={`${id}-markers`}
          data-slot="live-signal-surface"
          className="min-w-0 flex-1 overflow-hidden rounded border border-border"
          style={{ height: Math.max(1, channels.length) * laneHeight + AXIS_HEIGHT }}
        />
      </div>
      <VisuallyHidden>
        <p id={`${id}-markers`}>{t.markers(markersInWindow)}</p>
        <h4>{t.readings}</h4>
        <ul data-testid="channel-readings">
          {readings.map((reading) => (
            <li key={reading}>{reading}</li>
          ))}
        </ul>
        <p role="status">{announcement}</p>
      </VisuallyHidden>
    </section>
  );
}
