import type { Locale } from '../../i18n';
import type { ChartKind } from './chart-option';

export interface ChartMessages {
  /** The toggle that shows the data as a table, and hides it again. */
  showTable: string;
  hideTable: string;
  /** Shown when the chart could not be drawn; the table still has the data. */
  failed: string;
  /** The kind of chart, spoken after its name. */
  kinds: Record<ChartKind, string>;
  /** Header of the table's first column when no category axis name is given. */
  category: string;
  /** A missing value in the table. */
  noValue: string;
  /** The chart image's name: its label, kind, how many categories, which series. */
  summary: (label: string, kind: string, categories: number, series: string[]) => string;
}

export const chartMessages: Record<Locale, ChartMessages> = {
  'zh-CN': {
    showTable: '以表格查看',
    hideTable: '隐藏表格',
    failed: '图表无法显示，请以表格查看数据。',
    kinds: { line: '折线图', bar: '柱状图', mix: '柱状图与折线图' },
    category: '类目',
    noValue: '无数据',
    summary: (label, kind, categories, series) =>
      `${label}：${kind}，${categories} 个类目，系列：${series.join('、')}。数据见表格。`,
  },
  'en-US': {
    showTable: 'Show as table',
    hideTable: 'Hide table',
    failed: 'The chart could not be drawn; show it as a table to read the data.',
    kinds: { line: 'line chart', bar: 'bar chart', mix: 'bar and line chart' },
    category: 'Category',
    noValue: 'No data',
    summary: (label, kind, categories, series) =>
      `${label}: ${kind}, ${categories} categories, series: ${series.join(', ')}. The data is in the table.`,
  },
};
