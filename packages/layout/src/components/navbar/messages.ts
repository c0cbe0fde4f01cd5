import type { Locale } from '@cep/ui';

export interface NavbarMessages {
  /** Name of the navbar's banner landmark. */
  label: string;
  /** The compact navbar's menu of secondary tools. */
  more: string;
  fullscreen: string;
  exitFullscreen: string;
  highContrast: string;
  display: string;
}

export const navbarMessages: Record<Locale, NavbarMessages> = {
  'zh-CN': {
    label: '顶部导航',
    more: '更多工具',
    fullscreen: '全屏',
    exitFullscreen: '退出全屏',
    highContrast: '高对比度',
    display: '显示',
  },
  'en-US': {
    label: 'Top bar',
    more: 'More tools',
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
    highContrast: 'High contrast',
    display: 'Display',
  },
};
