import type { Locale } from '../../i18n';

export interface ToastMessages {
  /** Accessible name of the region holding the toasts. */
  region: string;
  /** Accessible name of each toast's close button. */
  close: string;
}

export const toastMessages: Record<Locale, ToastMessages> = {
  'zh-CN': { region: '通知', close: '关闭通知' },
  'en-US': { region: 'Notifications', close: 'Close notification' },
};
