import type { Locale } from '../../i18n';

export interface SwitchMessages {
  /** Word shown beside a switch that is on. */
  on: string;
  /** Word shown beside a switch that is off. */
  off: string;
}

export const switchMessages: Record<Locale, SwitchMessages> = {
  'zh-CN': { on: '已开启', off: '已关闭' },
  'en-US': { on: 'On', off: 'Off' },
};
