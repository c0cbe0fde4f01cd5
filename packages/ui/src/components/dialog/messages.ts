import type { Locale } from '../../i18n';

export interface DialogMessages {
  /** Accessible name of the close button in the top-right corner. */
  close: string;
}

export const dialogMessages: Record<Locale, DialogMessages> = {
  'zh-CN': { close: '关闭' },
  'en-US': { close: 'Close' },
};
