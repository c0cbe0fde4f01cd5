import { Card, CardContent } from '@cep/ui';
import { Chart } from '@cep/ui/chart';
import { useId } from 'react';
import type { ChartDemo } from './chart-demos';

/**
 * A page of the 图表 demo group (spec §2): the kit's `Chart` (ECharts through `echarts/core`,
 * loaded when it mounts) with a sentence on how to read it; the chart follows the window and a
 * collapsing sidebar, the theme and the font scale, and lists its data as a table on request.
 */
export function ChartDemoView({ demo }: { demo: ChartDemo }) {
  const headingId = useId();
  const { title, about, ...chart } = demo;
  return (
    <section aria-labelledby={headingId} className="space-y-4 p-4 sm:p-6">
      <h1 id={headingId} className="text-2xl font-semibold">
        {title}
      </h1>
      <p className="text-lg">{about}</p>
      <Card>
        <CardContent>
          <Chart {...chart} height="24rem" />
        </CardContent>
      </Card>
    </section>
  );
}
