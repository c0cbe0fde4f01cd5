// The only module that imports ECharts at runtime. Chart loads it with a dynamic import once it
// has mounted, so it is a separate chunk that pages without a chart never fetch. Only the parts
// the option builder uses are registered: bar and line, grid, legend, tooltip, and the SVG
// renderer (crisp at any zoom and in print, and its shapes can be inspected by tests).
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// Renamed: ECharts' `use` registers parts; it is not a React hook.
import { init, use as register } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/** Draws a chart into `host`; registration is inside so it survives `sideEffects` tree-shaking. */
export function createChart(host: HTMLElement) {
  register([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);
  return init(host, null, { renderer: 'svg' });
}

export type ChartInstance = ReturnType<typeof createChart>;
