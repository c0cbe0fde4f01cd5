// The ECharts option as a pure function of the chart's data and the theme's tokens: no DOM, no
// ECharts at runtime (type imports only), so it is unit-tested in Node and the lazy chunk stays
// the only place ECharts is loaded.
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { Locale } from '../../i18n';
import type { ChartTheme } from './chart-theme';

/** `line`, `bar`, or `mix`: bars and lines on one category axis (each series says which). */
export type ChartKind = 'line' | 'bar' | 'mix';

export interface ChartSeries {
  /** Shown in the legend, the tooltip and the table's column header. */
  name: string;
  /** One value per category; `null` where there is none (a gap in a line, an empty cell). */
  data: ReadonlyArray<number | null>;
  /**
   * How a series of a `mix` chart is drawn; ignored by `line` and `bar`.
   * @default 'bar' for the first series of a mix, 'line' for the others
   */
  type?: 'line' | 'bar';
  /**
   * The value axis it is measured on: 0 the left one, 1 the right one (when two axes are given).
   * @default 0
   */
  axis?: 0 | 1;
}

export interface ChartAxis {
  /** The axis title, e.g. 训练时长. */
  name: string;
  /** Unit shown after the title and after every value in the tooltip and the table, e.g. 分钟. */
  unit?: string;
  min?: number;
  max?: number;
}

export interface ChartData {
  kind: ChartKind;
  /** The category axis (x), e.g. the days of a week. */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /**
   * The value axes: one (left), or two (left, right) for series of different units.
   * @default one unnamed axis
   */
  axes?: readonly [ChartAxis] | readonly [ChartAxis, ChartAxis];
  /** Name of the category axis; also the header of the table's first column. */
  categoryAxisName?: string;
}

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/** Line shapes that tell series apart without colour: point symbols always, dashes in high contrast. */
const symbols = ['circle', 'rect', 'triangle', 'diamond'] as const;
const dashes: Array<'solid' | 'dashed' | 'dotted' | number[]> = [
  'solid',
  'dashed',
  'dotted',
  [12, 4, 2, 4],
];

type Decal = Exclude<NonNullable<NonNullable<BarSeriesOption['itemStyle']>['decal']>, 'none'>;

/** Bar fills for high contrast: stripes one way, the other way, dots, horizontal bands. */
const decalShapes: Decal[] = [
  { symbol: 'rect', dashArrayX: [1, 0], dashArrayY: [3, 5], rotation: -Math.PI / 4 },
  { symbol: 'rect', dashArrayX: [1, 0], dashArrayY: [3, 5], rotation: Math.PI / 4 },
  { symbol: 'circle', symbolSize: 0.8, dashArrayX: [4, 4], dashArrayY: [4, 4], rotation: 0 },
  { symbol: 'rect', dashArrayX: [1, 0], dashArrayY: [2, 4], rotation: 0 },
];

/** Which way a series is drawn. */
export function seriesType(kind: ChartKind, series: ChartSeries, index: number): 'line' | 'bar' {
  if (kind !== 'mix') return kind;
  return series.type ?? (index === 0 ? 'bar' : 'line');
}

/** `12 分钟`, `85`: a value with its axis's unit. */
export function formatValue(
  value: number | null | undefined,
  unit: string | undefined,
  locale: Locale = 'zh-CN',
) {
  if (value === null || value === undefined || Number.isNaN(value)) return undefined;
  const text = value.toLocaleString(locale, { maximumFractionDigits: 2 });
  return unit ? `${text} ${unit}` : text;
}

/** The axis a series is measured on, clamped to the axes there are. */
export function axisIndexOf(series: ChartSeries, axisCount: number): number {
  return Math.min(series.axis ?? 0, Math.max(0, axisCount - 1));
}

/** Builds the whole ECharts option; `notMerge` on setOption, so nothing of a previous theme remains. */
export function buildChartOption(
  data: ChartData,
  theme: ChartTheme,
  locale: Locale = 'zh-CN',
): ChartOption {
  const axes = data.axes ?? [{ name: '' }];
  // Sizes in px from the root font size, so the chart follows the font scale like rem text does.
  const text = Math.max(12, Math.round(theme.rootFontSize * 0.875));
  const textStyle = { color: theme.foreground, fontFamily: theme.fontFamily, fontSize: text };
  const mutedText = { ...textStyle, color: theme.mutedForeground };
  const palette = theme.series.length > 0 ? theme.series : [theme.foreground];

  const series = data.series.map((item, index): BarSeriesOption | LineSeriesOption => {
    const color = palette[index % palette.length];
    const common = {
      name: item.name,
      data: [...item.data],
      yAxisIndex: axisIndexOf(item, axes.length),
      color,
      tooltip: {
        valueFormatter: tooltipValue(axes[axisIndexOf(item, axes.length)]?.unit, locale),
      },
    };
    if (seriesType(data.kind, item, index) === 'bar') {
      return {
        ...common,
        type: 'bar',
        barMaxWidth: text * 3,
        itemStyle: theme.highContrast
          ? {
              color,
              borderColor: theme.foreground,
              borderWidth: 1,
              decal: { ...decalShapes[index % decalShapes.length], color: theme.background },
            }
          : { color, borderRadius: [2, 2, 0, 0] },
      };
    }
    return {
      ...common,
      type: 'line',
      symbol: symbols[index % symbols.length],
      symbolSize: Math.round(text * 0.6),
      showSymbol: true,
      connectNulls: false,
      lineStyle: {
        color,
        width: theme.highContrast ? 3 : 2,
        type: theme.highContrast ? dashes[index % dashes.length] : 'solid',
      },
      itemStyle: { color, borderColor: theme.background, borderWidth: 1 },
    };
  });

  const lineColor = { lineStyle: { color: theme.border } };
  return {
    animation: !theme.reducedMotion,
    backgroundColor: 'transparent',
    textStyle,
    color: palette,
    grid: { left: text, right: text, top: text * 4, bottom: text * 2 },
    legend: {
      show: data.series.length > 1,
      top: 0,
      textStyle,
      itemWidth: text * 2,
      itemHeight: text,
      inactiveColor: theme.mutedForeground,
    },
    tooltip: {
      trigger: 'axis',
      backgroundColor: theme.background,
      borderColor: theme.border,
      borderWidth: 1,
      textStyle,
      axisPointer: { type: data.kind === 'line' ? 'line' : 'shadow' },
    },
    xAxis: {
      type: 'category',
      data: [...data.categories],
      name: data.categoryAxisName,
      nameTextStyle: mutedText,
      axisLabel: mutedText,
      axisLine: lineColor,
      axisTick: { alignWithLabel: true, ...lineColor },
    },
    yAxis: axes.map((axis, index) => ({
      type: 'value' as const,
      position: index === 0 ? ('left' as const) : ('right' as const),
      name: axis.unit ? `${axis.name}（${axis.unit}）` : axis.name,
      nameTextStyle: mutedText,
      min: axis.min,
      max: axis.max,
      axisLabel: mutedText,
      axisLine: { show: true, ...lineColor },
      // One set of grid lines: a second set from the right axis would not line up.
      splitLine: {
        show: index === 0,
        lineStyle: { color: theme.border, opacity: 0.35, type: 'dashed' as const },
      },
    })),
    series,
  };
}

function tooltipValue(unit: string | undefined, locale: Locale) {
  return (value: unknown) =>
    formatValue(typeof value === 'number' ? value : null, unit, locale) ?? '—';
}
