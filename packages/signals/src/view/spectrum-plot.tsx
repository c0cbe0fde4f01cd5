import { eegBands, type EegBand, type PowerSpectrum } from '../features/band-power';

const WIDTH = 480;
const HEIGHT = 200;
const LEFT = 40;
/** Room under the plot for the tick labels and, below them, the axis name. */
const BOTTOM = 36;

/**
 * One channel's spectrum as an SVG line in dB (10·log10 of unit²/Hz) from 0 to `maxFrequency`,
 * over the five bands shaded in turn and named by their letters (so the bands read without
 * colour). Scales with its box; the words about it are the panel's.
 */
export function SpectrumPlot({
  spectrum,
  maxFrequency,
  bandLetters,
  frequencyAxis,
}: {
  spectrum: PowerSpectrum;
  maxFrequency: number;
  bandLetters: Record<EegBand, string>;
  frequencyAxis: string;
}) {
  const bins = Math.min(
    spectrum.density.length,
    Math.floor(maxFrequency / spectrum.resolution) + 1,
  );
  const decibels = Array.from(
    { length: bins },
    (_, k) => 10 * Math.log10(Math.max(spectrum.density[k]!, 1e-12)),
  );
  // From the first bin above DC: the mean was removed, so bin 0 holds almost nothing.
  const shown = decibels.slice(1);
  const top = Math.ceil(Math.max(...shown, -100) / 10) * 10;
  const bottom = Math.max(top - 60, Math.floor(Math.min(...shown, top - 10) / 10) * 10);
  const x = (f: number) => LEFT + ((WIDTH - LEFT - 4) * f) / maxFrequency;
  const y = (db: number) =>
    4 + ((HEIGHT - BOTTOM - 4) * (top - Math.min(top, Math.max(bottom, db)))) / (top - bottom);
  const points = decibels
    .map((db, k) =>
      k === 0 ? null : `${x(k * spectrum.resolution).toFixed(1)},${y(db).toFixed(1)}`,
    )
    .filter((p) => p !== null)
    .join(' ');
  const ticks = [0, 10, 20, 30, 40].filter((f) => f <= maxFrequency);

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full text-xs"
      aria-hidden="true"
      data-slot="spectrum-plot"
    >
      {(Object.entries(eegBands) as [EegBand, readonly [number, number]][]).map(
        ([band, [low, high]], i) => (
          <g key={band}>
            <rect
              x={x(low)}
              y={4}
              width={x(Math.min(high, maxFrequency)) - x(low)}
              height={HEIGHT - BOTTOM - 4}
              className={i % 2 === 0 ? 'fill-muted' : 'fill-background'}
            />
            <text
              x={(x(low) + x(Math.min(high, maxFrequency))) / 2}
              y={16}
              textAnchor="middle"
              className="fill-muted-foreground"
            >
              {bandLetters[band]}
            </text>
          </g>
        ),
      )}
      <line
        x1={LEFT}
        x2={WIDTH - 4}
        y1={HEIGHT - BOTTOM}
        y2={HEIGHT - BOTTOM}
        className="stroke-border"
      />
      {ticks.map((f) => (
        <text
          key={f}
          x={x(f)}
          y={HEIGHT - BOTTOM + 14}
          textAnchor="middle"
          className="fill-muted-foreground"
        >
          {f}
        </text>
      ))}
      <text x={WIDTH - 4} y={HEIGHT - 2} textAnchor="end" className="fill-muted-foreground">
        {frequencyAxis}
      </text>
      {[top, (top + bottom) / 2, bottom].map((db) => (
        <text
          key={db}
          x={LEFT - 4}
          y={y(db) + 4}
          textAnchor="end"
          className="fill-muted-foreground"
        >
          {db}
        </text>
      ))}
      <polyline
        points={points}
        fill="none"
        strokeWidth={1.5}
        className="stroke-foreground"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
