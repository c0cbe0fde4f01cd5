import { useLocale } from '@cep/ui';
import { useMemo } from 'react';
import { ChartDemoView } from './chart-demo-view';
import { chartDemos } from './chart-demos';

/** The registry's page for one component key of the 图表 group (a chunk of its own). */
export function pageFor(componentKey: string) {
  function ChartDemoPage() {
    const locale = useLocale();
    const demo = useMemo(() => chartDemos(locale)[componentKey], [locale]);
    if (!demo) throw new Error(`${componentKey} is not a page of the 图表 group`);
    return <ChartDemoView demo={demo} />;
  }
  ChartDemoPage.displayName = `ChartDemo(${componentKey})`;
  return ChartDemoPage;
}
