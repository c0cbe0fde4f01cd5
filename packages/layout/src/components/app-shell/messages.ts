import type { Locale } from '@cep/ui';

/** What the shell itself says, per language (read with `useMessages(appShellMessages)`). */
export interface AppShellMessages {
  /** The skip link, first stop of the page: straight past the menu and the navbar. */
  skipToMain: string;
}

export const appShellMessages: Record<Locale, AppShellMessages> = {
  'zh-CN': { skipToMain: '跳到主要内容' },
  'en-US': { skipToMain: 'Skip to main content' },
};
