import type { Locale } from '../../i18n';

export interface InputMessages {
  /** Name of the button that empties the field. */
  clear: string;
  /** Name of the toggle that shows the password as plain text (its pressed state says whether it is shown). */
  showPassword: string;
}

export const inputMessages: Record<Locale, InputMessages> = {
  'zh-CN': { clear: '清除', showPassword: '显示密码' },
  'en-US': { clear: 'Clear', showPassword: 'Show password' },
};
