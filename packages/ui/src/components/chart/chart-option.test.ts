import { describe, expect, it } from 'vitest';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { buildChartOption, formatValue, seriesType, type ChartData } from './chart-option';
import type { ChartTheme } from './chart-theme';

const lightTheme: ChartTheme = {
  background: '#ffffff',
  foreground: '#1d2129',
  mutedForeground: '#4e5969',
  border: '#86909c',
  series: ['#1e5bc6', '#0a6c8c', '#8a5200'],
  highContrast: false,
  rootFontSize: 16,
  fontFamily: 'system-ui',
  reducedMotion: false,
};

const highContrastTheme: ChartTheme = {
  ...lightTheme,
  background: '#000000',
  foreground: '#ffff00',
  mutedForeground: '#ffffff',
  border: '#ffff00',
  series: ['#ffff00', '#ffffff'],
  highContrast: true,
};

const week = ['周一', '周二', '周三'];
const mix: ChartData = {
  kind: 'mix',
  categories: week,
  categoryAxisName: '日期',
  axes: [
    { name: '训练时长', unit: '分钟' },
    { name: '得分', unit: '分', min: 0, max: 100 },
  ],
  series: [
    { name: '时长', data: [30, 45, null] },
    { name: '得分', data: [72, 80, 85], axis: 1 },
    { name: '目标', data: [40, 40, 40], type: 'bar' },
  ],
};

const seriesOf = (data: ChartData, theme: ChartTheme) =>
  buildChartOption(data, theme).series as Array<BarSeriesOption | LineSeriesOption>;
const yAxesOf = (data: ChartData, theme: ChartTheme) =>
  buildChartOption(data, theme).yAxis as Array<Record<string, unknown>>;

describe('buildChartOption', () => {
  it('draws a mix as bars first, then lines, unless a series says otherwise', () => {
    expect(seriesOf(mix, lightTheme).map((series) => series.type)).toEqual(['bar', 'line', 'bar']);
    expect(seriesType('line', { name: 'a', data: [], type: 'bar' }, 0)).toBe('line');
  });

  it('puts each series on its value axis, left and right, named with their units', () => {
    expect(seriesOf(mix, lightTheme).map((series) => series.yAxisIndex)).toEqual([0, 1, 0]);
    const [left, right] = yAxesOf(mix, lightTheme);
    expect(left).toMatchObject({ position: 'left', name: '训练时长（分钟）' });
    expect(right).toMatchObject({ position: 'right', name: '得分（分）', min: 0, max: 100 });
  });

  it('clamps a series asking for a right axis when there is only one', () => {
    const data: ChartData = { kind: 'line', categories: week, series: [mix.series[1]!] };
    expect(seriesOf(data, lightTheme)[0]!.yAxisIndex).toBe(0);
    expect(yAxesOf(data, lightTheme)).toHaveLength(1);
  });

  it('keeps gaps as gaps and the categories in order', () => {
    const option = buildChartOption(mix, lightTheme);
    expect(seriesOf(mix, lightTheme)[0]!.data).toEqual([30, 45, null]);
    expect(option.xAxis).toMatchObject({ type: 'category', data: week, name: '日期' });
  });

  it('colours series from the theme tokens and axis text from its muted foreground', () => {
    const option = buildChartOption(mix, lightTheme);
    expect(option.color).toEqual(lightTheme.series);
    expect(seriesOf(mix, lightTheme).map((series) => series.color)).toEqual([
      '#1e5bc6',
      '#0a6c8c',
      '#8a5200',
    ]);
    expect(option.xAxis).toMatchObject({ axisLabel: { color: '#4e5969' } });
    expect(option.tooltip).toMatchObject({ backgroundColor: '#ffffff', borderColor: '#86909c' });
  });

  it('gives lines different point shapes in every theme', () => {
    const lines: ChartData = {
      kind: 'line',
      categories: week,
      series: [1, 2, 3].map((n) => ({ name: `S${n}`, data: [n, n, n] })),
    };
    const shapes = (seriesOf(lines, lightTheme) as LineSeriesOption[]).map((s) => s.symbol);
    expect(new Set(shapes).size).toBe(3);
    const solid = (seriesOf(lines, lightTheme) as LineSeriesOption[]).map((s) => s.lineStyle?.type);
    expect(solid).toEqual(['solid', 'solid', 'solid']);
  });

  it('in high contrast tells series apart by dashes and bar patterns, in yellow and white', () => {
    const series = seriesOf(mix, highContrastTheme);
    expect(series.map((item) => item.color)).toEqual(['#ffff00', '#ffffff', '#ffff00']);
    const [firstBar, line, secondBar] = series as [
      BarSeriesOption,
      LineSeriesOption,
      BarSeriesOption,
    ];
    expect(line.lineStyle).toMatchObject({ type: 'dashed', width: 3 });
    const decals = [firstBar, secondBar].map((bar) => bar.itemStyle?.decal);
    expect(decals.every((decal) => typeof decal === 'object')).toBe(true);
    expect(decals[0]).not.toEqual(decals[1]);
    expect(decals[0]).toMatchObject({ color: '#000000' });
    expect(
      seriesOf(mix, lightTheme).map((item) => (item as BarSeriesOption).itemStyle?.decal),
    ).toEqual([undefined, undefined, undefined]);
  });

  it('sizes text from the root font size (the font scale), never below 12 px', () => {
    const large = buildChartOption(mix, { ...lightTheme, rootFontSize: 18 });
    const small = buildChartOption(mix, { ...lightTheme, rootFontSize: 12 });
    expect(large.textStyle).toMatchObject({ fontSize: 16, fontFamily: 'system-ui' });
    expect(small.textStyle).toMatchObject({ fontSize: 12 });
  });

  it('shows a legend only for more than one series, and animates only when motion is welcome', () => {
    const one: ChartData = { kind: 'bar', categories: week, series: [mix.series[0]!] };
    expect(buildChartOption(one, lightTheme).legend).toMatchObject({ show: false });
    expect(buildChartOption(mix, lightTheme).legend).toMatchObject({ show: true });
    expect(buildChartOption(mix, lightTheme).animation).toBe(true);
    expect(buildChartOption(mix, { ...lightTheme, reducedMotion: true }).animation).toBe(false);
  });

  it('formats tooltip values with the unit of their axis', () => {
    const [time, score] = seriesOf(mix, lightTheme);
    const format = (series: typeof time) =>
      (series!.tooltip as { valueFormatter: (value: unknown) => string }).valueFormatter;
    expect(format(time)(30)).toBe('30 分钟');
    expect(format(score)(85.5)).toBe('85.5 分');
    expect(format(time)(null)).toBe('—');
  });
});

describe('formatValue', () => {
  it('writes numbers in the locale with at most two decimals, and nothing for a gap', () => {
    expect(formatValue(1234.567, '步', 'en-US')).toBe('1,234.57 步');
    expect(formatValue(null, '分')).toBeUndefined();
    expect(formatValue(Number.NaN, undefined)).toBeUndefined();
  });
});
