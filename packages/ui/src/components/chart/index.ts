// The `@cep/ui/chart` entry: kept out of `@cep/ui` so a page without a chart never bundles it, and
// ECharts itself is a further chunk loaded when a chart mounts.
export { Chart } from './chart';
export type { ChartProps } from './chart';
export { buildChartOption, formatValue, seriesType } from './chart-option';
export type { ChartAxis, ChartData, ChartKind, ChartOption, ChartSeries } from './chart-option';
export { readChartTheme, watchChartTheme } from './chart-theme';
export type { ChartTheme } from './chart-theme';
