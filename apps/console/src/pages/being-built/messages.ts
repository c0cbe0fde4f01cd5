import type { Locale } from '@cep/ui';

export const beingBuiltMessages = {
  'zh-CN': {
    badge: '建设中',
    comingHeading: '即将提供',
    fallbackPurpose: '此页面正在建设中。',
    note: '此页面的内容将在后续版本中提供。您现在可以使用左侧菜单前往其他页面。',
  },
  'en-US': {
    badge: 'Being built',
    comingHeading: 'Coming',
    fallbackPurpose: 'This page is being built.',
    note: 'Its content arrives in a coming release. Use the menu to go to other pages meanwhile.',
  },
} satisfies Record<Locale, Record<string, string>>;
