import type { Locale } from '@cep/ui';

/** What the skip link says, per language (read with `useMessages(skipLinkMessages)`). */
export interface SkipLinkMessages {
  /** The skip link, first stop of the page: straight past the menu and the navbar. */
  skipToMain: string;
}

export const skipLinkMessages: Record<Locale, SkipLinkMessages> = {
  'zh-CN': { skipToMain: '跳到主要内容' },
  'en-US': { skipToMain: 'Skip to main content' },
};
