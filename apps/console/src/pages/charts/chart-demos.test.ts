import { menuEntriesOf, menuTree } from '@cep/contract';
import { describe, expect, it } from 'vitest';
import { chartDemos } from './chart-demos';

describe('the 图表 demos', () => {
  const group = menuTree.find((entry) => entry.path === '/charts');
  const keys = menuEntriesOf(group?.children ?? []).map((entry) => entry.component);

  it('are the three pages of the menu group', () => {
    expect(keys).toEqual(['charts/keyboard', 'charts/line', 'charts/mix-chart']);
  });

  it.each(['zh-CN', 'en-US'] as const)(
    'have, in %s, a value for every category of every series and a named axis for each series',
    (locale) => {
      const demos = chartDemos(locale);
      expect(Object.keys(demos)).toEqual(keys);
      for (const demo of Object.values(demos)) {
        expect(demo.title && demo.about && demo.label).toBeTruthy();
        for (const series of demo.series) {
          expect(series.data).toHaveLength(demo.categories.length);
          expect(demo.axes?.[series.axis ?? 0]?.name).toBeTruthy();
        }
      }
    },
  );

  it('draw the mix chart as bars on the left axis and a line on the right', () => {
    const mix = chartDemos('zh-CN')['charts/mix-chart']!;
    expect(mix.series.map((series) => [series.type, series.axis])).toEqual([
      ['bar', 0],
      ['line', 1],
    ]);
    expect(mix.axes?.map((axis) => axis.unit)).toEqual(['分钟', '%']);
  });
});
