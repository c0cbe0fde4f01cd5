import type { Locale } from '@cep/ui';

/** What the hamburger says, per language (read with `useMessages(hamburgerMessages)`). */
export interface HamburgerMessages {
  hamburger: {
    /** Label while the sidebar is open. */
    collapse: string;
    /** Label while the sidebar is collapsed. */
    expand: string;
  };
}

export const hamburgerMessages: Record<Locale, HamburgerMessages> = {
  'zh-CN': {
    hamburger: { collapse: '收起侧边栏', expand: '展开侧边栏' },
  },
  'en-US': {
    hamburger: { collapse: 'Collapse sidebar', expand: 'Expand sidebar' },
  },
};
