import type { Locale } from '@cep/ui';

export interface ContrastToggleMessages {
  /** The toggle's name (its state is aria-pressed). */
  label: string;
  /** The tooltip while it follows the OS setting. */
  followsSystem: string;
}

export const contrastToggleMessages: Record<Locale, ContrastToggleMessages> = {
  'zh-CN': { label: '高对比度', followsSystem: '高对比度（跟随系统设置）' },
  'en-US': { label: 'High contrast', followsSystem: 'High contrast (follows the system setting)' },
};
