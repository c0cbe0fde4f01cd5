import type { Locale } from '../../i18n';

export const backToTopMessages: Record<Locale, { label: string }> = {
  'zh-CN': { label: '返回顶部' },
  'en-US': { label: 'Back to top' },
};
