import type { Locale } from '@cep/ui';

export interface FullscreenToggleMessages {
  enter: string;
  exit: string;
  /** Spec §8, verbatim in every language: the warning where the Fullscreen API is missing. */
  unsupported: string;
}

export const fullscreenToggleMessages: Record<Locale, FullscreenToggleMessages> = {
  'zh-CN': { enter: '全屏', exit: '退出全屏', unsupported: 'you browser can not work' },
  'en-US': {
    enter: 'Full screen',
    exit: 'Exit full screen',
    unsupported: 'you browser can not work',
  },
};
