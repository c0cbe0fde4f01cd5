import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type RefObject,
} from 'react';
import { useLocale, useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Skeleton } from '../skeleton';
import { buildChartOption, type ChartData } from './chart-option';
import { ChartTable } from './chart-table';
import { readChartTheme, sameChartTheme, watchChartTheme, type ChartTheme } from './chart-theme';
import type { ChartInstance } from './echarts-runtime';
import { chartMessages } from './messages';

export interface ChartProps extends ChartData, Omit<ComponentProps<'figure'>, 'children'> {
  /** The chart's accessible name (required): names the figure, the image and the table's caption. */
  label: string;
  /**
   * Height of the drawing area, a CSS length; rem follows the font scale.
   * @default '20rem'
   */
  height?: string;
  /**
   * Shows the data table below the chart from the start (the toggle still hides it).
   * @default false
   */
  defaultShowTable?: boolean;
}

type ChartStatus = 'loading' | 'ready' | 'failed';

/** The current theme as the chart draws it; re-read whenever the theme or font scale changes. */
function useChartTheme(ref: RefObject<HTMLElement | null>) {
  const [theme, setTheme] = useState<ChartTheme | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => {
      const next = readChartTheme(element);
      setTheme((current) => (current && sameChartTheme(current, next) ? current : next));
    };
    read();
    return watchChartTheme(element.ownerDocument, read);
  }, [ref]);
  return theme;
}

/** ECharts, loaded by a dynamic import once the chart has mounted (after the first paint). */
function useChartInstance(ref: RefObject<HTMLDivElement | null>) {
  const [status, setStatus] = useState<ChartStatus>('loading');
  const [chart, setChart] = useState<ChartInstance | null>(null);
  useEffect(() => {
    const host = ref.current;
    if (!host) return;
    let instance: ChartInstance | undefined;
    let cancelled = false;
    // Follows its container: the window, a collapsing sidebar, a dashboard's grid.
    const observer = new ResizeObserver(() => instance?.resize());
    import('./echarts-runtime')
      .then(({ createChart }) => {
        if (cancelled) return;
        instance = createChart(host);
        observer.observe(host);
        setChart(instance);
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      observer.disconnect();
      instance?.dispose();
      setChart(null);
    };
  }, [ref]);
  return { status, chart };
}

/**
 * A bar, line or bar-and-line chart (Apache ECharts, loaded lazily) that follows the theme and the
 * font scale, with its data as a table for screen readers and, on request, for everyone.
 * In high contrast series differ by dashes, point shapes and bar patterns, not by colour alone.
 * @selector [data-state="loading" | "ready" | "failed"] [data-kind="line" | "bar" | "mix"]
 */
function Chart({
  label,
  kind,
  categories,
  series,
  axes,
  categoryAxisName,
  height = '20rem',
  defaultShowTable = false,
  className,
  ...props
}: ChartProps) {
  const t = useMessages(chartMessages);
  const locale = useLocale();
  const tableId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const [showTable, setShowTable] = useState(defaultShowTable);
  const theme = useChartTheme(hostRef);
  const { status, chart } = useChartInstance(hostRef);
  const data = useMemo<ChartData>(
    () => ({ kind, categories, series, axes, categoryAxisName }),
    [kind, categories, series, axes, categoryAxisName],
  );

  useEffect(() => {
    if (!chart || !theme) return;
    // notMerge: a series or an axis that went away must not linger from the previous option.
    chart.setOption(buildChartOption(data, theme, locale), { notMerge: true });
  }, [chart, theme, data, locale]);

  const summary = t.summary(
    label,
    t.kinds[kind],
    categories.length,
    series.map((item) => item.name),
  );

  return (
    <figure
      data-slot="chart"
      data-kind={kind}
      data-state={status}
      aria-label={label}
      className={cn('m-0 flex w-full min-w-0 flex-col gap-2', className)}
      {...props}
    >
      <div
        data-slot="chart-surface"
        className="relative w-full"
        style={{ height }}
        {...(status === 'failed' ? {} : { role: 'img', 'aria-label': summary })}
        aria-busy={status === 'loading' || undefined}
      >
        <div ref={hostRef} data-slot="chart-canvas" className="size-full" />
        {status === 'loading' && <Skeleton className="absolute inset-0" />}
        {status === 'failed' && (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-muted-foreground">
            {t.failed}
          </p>
        )}
      </div>
      <div className="flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? t.hideTable : t.showTable}
        </Button>
      </div>
      <ChartTable id={tableId} label={label} data={data} visible={showTable} />
    </figure>
  );
}

export { Chart };
