import type { ChartData } from '@cep/ui/chart';
import type { Locale } from '@cep/ui';

/** One chart of the 图表 demo group: what it shows and its (made-up, labelled) data. */
export interface ChartDemo extends ChartData {
  title: string;
  /** One sentence on what the chart shows and how to read it. */
  about: string;
  /** The chart's accessible name. */
  label: string;
}

const weeks = (locale: Locale) =>
  Array.from({ length: 12 }, (_, i) => (locale === 'zh-CN' ? `第${i + 1}周` : `Wk ${i + 1}`));

const domains: Record<Locale, string[]> = {
  'zh-CN': ['注意', '记忆', '执行功能', '处理速度', '语言', '视空间', '定向'],
  'en-US': [
    'Attention',
    'Memory',
    'Executive',
    'Processing speed',
    'Language',
    'Visuospatial',
    'Orientation',
  ],
};

// Demo figures, fixed so the page reads the same on every visit (and in tests): a clinic's month
// of training by domain, and a cohort's twelve weeks.
const sessionsThisMonth = [42, 38, 27, 31, 12, 18, 9];
const sessionsLastMonth = [35, 36, 22, 25, 14, 11, 10];
const accuracy = [61, 63, 62, 66, 68, 67, 71, 72, 74, 73, 76, 78];
const reactionMs = [812, 798, 790, 771, 760, 765, 742, 735, 720, 724, 708, 699];
const minutes = [95, 110, 120, 105, 130, 140, 125, 150, 145, 160, 155, 170];
const completion = [72, 78, 80, 74, 83, 86, 81, 88, 85, 90, 89, 93];

/** The three demos, by the component key of their menu entry. */
export function chartDemos(locale: Locale): Record<string, ChartDemo> {
  const zh = locale === 'zh-CN';
  return {
    'charts/keyboard': {
      title: zh ? '键盘图表' : 'Keyboard Chart',
      about: zh
        ? '各认知领域本月与上月的训练次数（示例数据）。柱形成对排列，像键盘上的按键；高对比度下用不同的纹理区分。'
        : 'Training sessions per cognitive domain, this month against last (demo data). The bars stand in pairs like keys; in high contrast their patterns tell them apart.',
      label: zh ? '各认知领域训练次数' : 'Training sessions per domain',
      kind: 'bar',
      categories: domains[locale],
      categoryAxisName: zh ? '认知领域' : 'Domain',
      series: [
        { name: zh ? '本月' : 'This month', data: sessionsThisMonth },
        { name: zh ? '上月' : 'Last month', data: sessionsLastMonth },
      ],
      axes: [zh ? { name: '训练次数', unit: '次', min: 0 } : { name: 'Sessions', min: 0 }],
    },
    'charts/line': {
      title: zh ? '折线图' : 'Line Chart',
      about: zh
        ? '一组患者 12 周的平均正确率与平均反应时（示例数据）：正确率上升、反应时下降，说明训练有效。两条线用不同的线型和标记区分。'
        : "A group's mean accuracy and mean reaction time over 12 weeks (demo data): accuracy rising and reaction time falling mean the training works. The lines differ by dash and marker.",
      label: zh ? '12 周平均正确率与反应时' : 'Mean accuracy and reaction time over 12 weeks',
      kind: 'line',
      categories: weeks(locale),
      categoryAxisName: zh ? '周' : 'Week',
      series: [
        { name: zh ? '平均正确率' : 'Mean accuracy', data: accuracy, axis: 0 },
        { name: zh ? '平均反应时' : 'Mean reaction time', data: reactionMs, axis: 1 },
      ],
      axes: [
        { name: zh ? '正确率' : 'Accuracy', unit: '%', min: 0, max: 100 },
        { name: zh ? '反应时' : 'Reaction time', unit: 'ms', min: 0 },
      ],
    },
    'charts/mix-chart': {
      title: zh ? '混合图表' : 'Mix Chart',
      about: zh
        ? '每周训练时长（柱，左轴）与计划完成率（线，右轴）（示例数据）。两种量用两条纵轴，各带单位。'
        : 'Weekly training minutes (bars, left axis) and plan completion (line, right axis) (demo data). Two quantities, two axes, each with its unit.',
      label: zh ? '每周训练时长与完成率' : 'Weekly training minutes and completion',
      kind: 'mix',
      categories: weeks(locale),
      categoryAxisName: zh ? '周' : 'Week',
      series: [
        { name: zh ? '训练时长' : 'Training time', data: minutes, type: 'bar', axis: 0 },
        { name: zh ? '完成率' : 'Completion', data: completion, type: 'line', axis: 1 },
      ],
      axes: [
        { name: zh ? '时长' : 'Time', unit: zh ? '分钟' : 'min', min: 0 },
        { name: zh ? '完成率' : 'Completion', unit: '%', min: 0, max: 100 },
      ],
    },
  };
}
