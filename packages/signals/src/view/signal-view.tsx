import type { ChannelQuality } from '@cep/contract';
import { useMessages } from '@cep/ui';
import { useEffect, useId, useRef } from 'react';
import { drawLanes, laneScale } from './draw-lanes';
import { signalViewMessages } from './messages';

export interface SignalViewChannel {
  label: string;
  unit: string;
  /** The samples of the window shown, oldest first. */
  samples: ArrayLike<number>;
  quality?: ChannelQuality;
}

export interface SignalViewProps {
  /** What is shown, e.g. "脑电实时波形"; names the drawing for screen readers. */
  label: string;
  sampleRate: number;
  channels: readonly SignalViewChannel[];
  /** Half-height of each lane in the channel's unit, or 'auto' to fit each lane's peak. */
  scale?: number | 'auto';
  /** Height of one lane in CSS px. */
  laneHeight?: number;
}

function cssVariable(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value === '' ? fallback : value;
}

const qualityClass: Record<ChannelQuality, string> = {
  good: 'text-success',
  serviceable: 'text-warning',
  poor: 'text-danger',
};

/**
 * The live view's waveform: one lane per channel drawn on a canvas with min/max decimation to the
 * pixel width (a 10 s window of 32 × 500 Hz is 160,000 points). Channel names, quality and scale
 * are text beside the drawing, so they are read and zoomed like the rest of the page.
 */
export function SignalView({
  label,
  sampleRate,
  channels,
  scale = 'auto',
  laneHeight = 48,
}: SignalViewProps) {
  const t = useMessages(signalViewMessages);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const id = useId();
  const seconds = Math.round(((channels[0]?.samples.length ?? 0) / sampleRate) * 10) / 10;
  const scales = channels.map((channel) => laneScale(channel.samples, scale));

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const draw = () => {
      const ratio = window.devicePixelRatio || 1;
      const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
      const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      drawLanes(
        context,
        width,
        height,
        channels.map((channel, i) => ({ samples: channel.samples, scale: scales[i]! })),
        {
          trace: cssVariable('--foreground', '#1d2129'),
          grid: cssVariable('--border', '#86909c'),
        },
        ratio,
      );
    };
    draw();
    // Redraw on resize and when the theme or font scale changes on <html>.
    const resize = new ResizeObserver(draw);
    resize.observe(canvas);
    const theme = new MutationObserver(draw);
    theme.observe(document.documentElement, { attributeFilter: ['data-theme', 'class'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
    };
  }, [channels, scales]);

  return (
    <figure data-slot="signal-view" aria-labelledby={`${id}-caption`} className="m-0 flex gap-2">
      <figcaption id={`${id}-caption`} className="sr-only">
        {label}
      </figcaption>
      <ul className="m-0 flex list-none flex-col p-0 text-sm" aria-label={label}>
        {channels.map((channel, i) => (
          <li
            key={channel.label}
            className="flex flex-col justify-center"
            style={{ height: laneHeight }}
          >
            <span className="font-medium text-foreground">{channel.label}</span>
            <span className="text-xs text-muted-foreground">
              {t.scale(String(Number(scales[i]!.toPrecision(3))), channel.unit)}
              {channel.quality ? (
                <>
                  {' · '}
                  <span className={qualityClass[channel.quality]} data-quality={channel.quality}>
                    {t.quality[channel.quality]}
                  </span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={
          channels.length === 0
            ? t.noData(label)
            : t.summary(label, channels.length, seconds, sampleRate)
        }
        className="min-w-0 flex-1 rounded border border-border"
        style={{ height: Math.max(1, channels.length) * laneHeight }}
      />
    </figure>
  );
}
