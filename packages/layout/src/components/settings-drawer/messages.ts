import type { Locale } from '@cep/ui';

/** The settings drawer's strings per language. */
export interface SettingsDrawerMessages {
  /** The drawer's title and the settings button's name. */
  title: string;
  description: string;
  themeColor: string;
  /** Why the colour cannot be chosen under high contrast (spec §4: it is #000000 there). */
  highContrastNote: string;
  tagsView: string;
  fixedHeader: string;
  sidebarLogo: string;
  close: string;
  appearance: string;
  appearanceSystem: string;
  appearanceLight: string;
  appearanceDark: string;
  appearanceHighContrast: string;
  /** The idle lock's minutes field. */
  idleMinutes: string;
  /** Under it; `{min}` and `{max}` are the limits an admin set. */
  idleMinutesHint: string;
}

export const settingsDrawerMessages: Record<Locale, SettingsDrawerMessages> = {
  'zh-CN': {
    title: '系统布局配置',
    description: '设置立即生效，并保存在此浏览器中。',
    themeColor: '主题色',
    highContrastNote: '高对比度模式下主题色固定为黑色（#000000）。关闭高对比度后可选择主题色。',
    tagsView: '显示标签栏',
    fixedHeader: '固定顶栏',
    sidebarLogo: '显示侧边栏 Logo',
    close: '关闭',
    appearance: '外观',
    appearanceSystem: '跟随系统',
    appearanceLight: '浅色',
    appearanceDark: '深色',
    appearanceHighContrast: '高对比度',
    idleMinutes: '空闲锁屏时间（分钟）',
    idleMinutesHint: '无操作达到该时间后锁定屏幕，可设为 {min}–{max} 分钟。',
  },
  'en-US': {
    title: 'Layout settings',
    description: 'Changes apply at once and are saved in this browser.',
    themeColor: 'Theme colour',
    highContrastNote:
      'Under high contrast the theme colour is black (#000000). Turn high contrast off to choose one.',
    tagsView: 'Show tags view',
    fixedHeader: 'Fixed header',
    sidebarLogo: 'Show sidebar logo',
    close: 'Close',
    appearance: 'Appearance',
    appearanceSystem: 'Follow the system',
    appearanceLight: 'Light',
    appearanceDark: 'Dark',
    appearanceHighContrast: 'High contrast',
    idleMinutes: 'Idle lock after (minutes)',
    idleMinutesHint: 'The screen locks after this long without input; {min} to {max} minutes.',
  },
};
