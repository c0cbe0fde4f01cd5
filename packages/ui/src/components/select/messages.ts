import type { Locale } from '../../i18n';

export interface SelectMessages {
  /** Shown in the trigger while nothing is chosen. */
  placeholder: string;
}

export const selectMessages: Record<Locale, SelectMessages> = {
  'zh-CN': { placeholder: '请选择' },
  'en-US': { placeholder: 'Select…' },
};
