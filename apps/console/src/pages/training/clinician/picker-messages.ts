import type { Locale } from '@cep/ui';

export const clinicianMessages: Record<
  Locale,
  {
    pick: string;
    pickHint: string;
    search: string;
    searching: string;
    noMatch: string;
    change: string;
    notFound: string;
    tabs: {
      plan: string;
      progress: string;
      assessments: string;
      assistant: string;
      report: string;
    };
    tabsLabel: string;
    age: (n: number | null) => string;
  }
> = {
  'zh-CN': {
    pick: '选择患者',
    pickHint: '输入姓名、拼音或首字母查找您护理团队中的患者。',
    search: '查找患者',
    searching: '正在查找…',
    noMatch: '没有找到符合的患者。',
    change: '更换患者',
    notFound: '找不到这位患者，或您无权查看。',
    tabs: {
      plan: '训练计划',
      progress: '训练进度',
      assessments: '认知评估',
      assistant: '智能建议',
      report: '报告',
    },
    tabsLabel: '患者的训练',
    age: (n) => (n === null ? '' : `${n} 岁`),
  },
  'en-US': {
    pick: 'Choose a patient',
    pickHint: 'Type a name, its pinyin or initials to find a patient of your care team.',
    search: 'Find a patient',
    searching: 'Searching…',
    noMatch: 'No patient matches.',
    change: 'Change patient',
    notFound: 'This patient was not found, or you may not see them.',
    tabs: {
      plan: 'Training plan',
      progress: 'Training progress',
      assessments: 'Assessments',
      assistant: 'Suggestions',
      report: 'Report',
    },
    tabsLabel: "The patient's training",
    age: (n) => (n === null ? '' : `${n} years`),
  },
};
