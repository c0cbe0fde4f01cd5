import type { Locale } from '../../i18n';

export interface SpinnerMessages {
  /** Announced while something loads. */
  loading: string;
}

export const spinnerMessages: Record<Locale, SpinnerMessages> = {
  'zh-CN': { loading: '加载中' },
  'en-US': { loading: 'Loading' },
};
