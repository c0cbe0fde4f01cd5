import type { Locale } from '../../i18n';

export interface DescriptionsMessages {
  /** Read by screen readers for an empty value (the eye sees '—'). */
  empty: string;
}

export const descriptionsMessages: Record<Locale, DescriptionsMessages> = {
  'zh-CN': { empty: '未填写' },
  'en-US': { empty: 'Not provided' },
};
