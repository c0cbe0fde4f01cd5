import type { Locale } from '@cep/ui';

export const nestedMessages = {
  'zh-CN': {
    intro: '这是多级菜单的示例页面。菜单、标签页和面包屑都按下面的层级显示。',
    levelsHeading: '本页所在的菜单层级',
    level: (n: number) => `第 ${n} 级`,
    noteLabel: '备注',
    noteHint: '在这里输入内容，切换到其他标签页再回来，内容仍会保留。',
    othersHeading: '路由嵌套的其他页面',
    here: '（当前页面）',
  },
  'en-US': {
    intro:
      'A demo page of a menu several levels deep. The menu, tabs and breadcrumb show the levels below.',
    levelsHeading: 'Where this page sits in the menu',
    level: (n: number) => `Level ${n}`,
    noteLabel: 'Note',
    noteHint: 'Type here, switch to another tab and come back: what you typed is kept.',
    othersHeading: 'Other pages of Nested Routes',
    here: '(this page)',
  },
} satisfies Record<Locale, Record<string, string | ((n: number) => string)>>;
