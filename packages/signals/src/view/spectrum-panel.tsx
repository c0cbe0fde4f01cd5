import { useMessages } from '@cep/ui';
import { useId, useMemo, useState } from 'react';
import {
  bandPowersOf,
  eegBands,
  peakFrequency,
  welchSpectrum,
  type BandPowers,
  type EegBand,
  type PowerSpectrum,
} from '../features/band-power';
import { spectrumPanelMessages } from './spectrum-messages';
import { SpectrumPlot } from './spectrum-plot';

export interface SpectrumChannel {
  label: string;
  /** The samples of the window, oldest first, in the panel's unit (filtered as shown). */
  samples: ArrayLike<number>;
}

export interface SpectrumPanelProps {
  /** What the panel is of, e.g. "实时频谱"; heads the table. */
  label: string;
  sampleRate: number;
  channels: readonly SpectrumChannel[];
  /** The samples' unit. @default 'µV' */
  unit?: string;
  /** Highest frequency drawn. @default 45 */
  maxFrequency?: number;
  /** Welch segment length in seconds (0.5 Hz bins at 2 s). @default 2 */
  segmentSeconds?: number;
  className?: string;
}

const bands = Object.keys(eegBands) as EegBand[];

interface ChannelSpectrum {
  label: string;
  spectrum: PowerSpectrum;
  powers: BandPowers;
  total: number;
  dominant: EegBand;
  sampleCount: number;
}

function analyse(channel: SpectrumChannel, sampleRate: number, segment: number): ChannelSpectrum {
  const spectrum = welchSpectrum(channel.samples, sampleRate, segment);
  const powers = bandPowersOf(spectrum);
  const total = bands.reduce((sum, band) => sum + powers[band], 0);
  const dominant = bands.reduce((best, band) => (powers[band] > powers[best] ? band : best));
  return {
    label: channel.label,
    spectrum,
    powers,
    total,
    dominant,
    sampleCount: channel.samples.length,
  };
}

const share = (part: number, total: number) => (total > 0 ? Math.round((100 * part) / total) : 0);
const powerText = (value: number) =>
  value >= 100 ? value.toFixed(0) : value >= 1 ? value.toFixed(1) : value.toPrecision(2);

/**
 * Spectrum and band power of EEG channels (Welch: Hann window, half-overlapping segments, their
 * periodograms averaged): the chosen channel's spectrum drawn in dB with the five bands marked,
 * and a table of every channel's δ θ α β γ power with each band's share, the strongest band named
 * in words. Computed from the samples given whenever they change; a caller showing live data
 * hands it a new window about once a second.
 */
export function SpectrumPanel({
  label,
  sampleRate,
  channels,
  unit = 'µV',
  maxFrequency = 45,
  segmentSeconds = 2,
  className,
}: SpectrumPanelProps) {
  const t = useMessages(spectrumPanelMessages);
  const id = useId();
  const [picked, setPicked] = useState(0);
  const analysed = useMemo(
    () =>
      channels
        // One second at least: a shorter window has no bin below 1 Hz to speak of.
        .filter((channel) => channel.samples.length >= sampleRate)
        .map((channel) => analyse(channel, sampleRate, segmentSeconds)),
    [channels, sampleRate, segmentSeconds],
  );
  const index = Math.min(picked, Math.max(0, analysed.length - 1));
  const chosen = analysed[index];

  if (!chosen) {
    return (
      <section data-slot="spectrum-panel" className={className}>
        <p className="m-0 text-sm" role="status">
          {t.tooShort(label)}
        </p>
      </section>
    );
  }

  const peak = peakFrequency(chosen.spectrum, 1, maxFrequency);
  const seconds = Number((chosen.sampleCount / sampleRate).toFixed(1));
  const letters = Object.fromEntries(bands.map((b) => [b, t.band[b].short])) as Record<
    EegBand,
    string
  >;

  return (
    <section
      data-slot="spectrum-panel"
      aria-labelledby={`${id}-title`}
      className={['flex min-w-0 flex-col gap-2', className].filter(Boolean).join(' ')}
    >
      <h3 id={`${id}-title`} className="m-0 text-base font-semibold">
        {label}
      </h3>
      <label className="flex flex-wrap items-center gap-2 text-sm" htmlFor={`${id}-channel`}>
        {t.channel}
        <select
          id={`${id}-channel`}
          value={index}
          onChange={(event) => setPicked(Number(event.target.value))}
          className="min-h-11 rounded border border-border bg-background px-2 text-foreground focus-visible:outline-2 focus-visible:outline-focus"
        >
          {analysed.map((channel, i) => (
            <option key={channel.label} value={i}>
              {channel.label}
            </option>
          ))}
        </select>
      </label>
      <figure className="m-0" role="img" aria-label={plotSummary()}>
        <SpectrumPlot
          spectrum={chosen.spectrum}
          maxFrequency={maxFrequency}
          bandLetters={letters}
          frequencyAxis={t.frequencyAxis}
        />
      </figure>
      <p className="m-0 text-xs text-muted-foreground">
        {t.densityAxis(unit)} ·{' '}
        {t.method(seconds, chosen.spectrum.segments, Number(chosen.spectrum.resolution.toFixed(2)))}
      </p>
      <div className="max-h-[24rem] overflow-auto">
        <table className="w-full text-left text-sm whitespace-nowrap" data-slot="band-power-table">
          <caption className="pb-1 text-left text-xs text-muted-foreground">
            {t.tableCaption(label, unit)}
          </caption>
          <thead className="sticky top-0 border-b border-border bg-background">
            <tr>
              <th scope="col" className="p-1 font-medium">
                {t.channelColumn}
              </th>
              {bands.map((band) => (
                <th key={band} scope="col" className="p-1 font-medium">
                  <abbr title={t.band[band].name} className="no-underline">
                    {t.band[band].short}
                  </abbr>
                  <span className="block text-xs font-normal text-muted-foreground">
                    {t.range(eegBands[band][0], eegBands[band][1])}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {analysed.map((channel) => (
              <tr key={channel.label} className="border-b border-border">
                <th scope="row" className="p-1 font-medium">
                  {channel.label}
                </th>
                {bands.map((band) => {
                  const strongest = band === channel.dominant;
                  return (
                    <td
                      key={band}
                      className={strongest ? 'p-1 font-semibold' : 'p-1'}
                      data-band={band}
                      data-strongest={strongest || undefined}
                    >
                      {t.cell(
                        powerText(channel.powers[band]),
                        share(channel.powers[band], channel.total),
                      )}
                      {strongest ? <span className="sr-only"> {t.dominantMark}</span> : null}
                      {strongest ? (
                        <span aria-hidden="true" className="ml-1 text-xs">
                          ▲
                        </span>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );

  function plotSummary(): string {
    const c = chosen!;
    return t.plotSummary(
      c.label,
      peak === null ? t.noPeak : `${Number(peak.toFixed(1))} Hz`,
      t.band[c.dominant].name,
      share(c.powers[c.dominant], c.total),
    );
  }
}
