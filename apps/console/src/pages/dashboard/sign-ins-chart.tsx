import type { SignInsOfDay } from '@cep/contract';
import { useLocale, useMessages } from '@cep/ui';
import { Chart } from '@cep/ui/chart';
import { useMemo } from 'react';
import { signInsSeries } from './dashboard-data';
import { dashboardMessages } from './messages';

/**
 * Sign-ins per day (bars), with the kit's table alternative. A module of its own, loaded lazily by
 * the admin's dashboard: neither the chart wrapper nor ECharts (which the wrapper loads on mount)
 * is part of 首页's first load.
 */
export default function SignInsChart({ days }: { days: readonly SignInsOfDay[] }) {
  const t = useMessages(dashboardMessages);
  const locale = useLocale();
  const { categories, series } = useMemo(() => {
    const { categories, counts } = signInsSeries(days, locale);
    return { categories, series: [{ name: t.signInsSeries, data: counts }] };
  }, [days, locale, t]);
  return (
    <Chart
      label={t.signInsChart}
      kind="bar"
      categories={categories}
      series={series}
      categoryAxisName={t.day}
      axes={axesOf(t.times)}
      height="16rem"
    />
  );
}

const axesOf = (unit: string) => [{ name: '', min: 0, ...(unit ? { unit } : {}) }] as const;
