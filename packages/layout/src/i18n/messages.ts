import type { Locale } from '@cep/ui';

/** Every string the app shell shows, per language; components read it with `useMessages`. */
export interface LayoutMessages {
  hamburger: {
    /** Label while the sidebar is open. */
    collapse: string;
    /** Label while the sidebar is collapsed. */
    expand: string;
  };
}

export const layoutMessages: Record<Locale, LayoutMessages> = {
  'zh-CN': {
    hamburger: { collapse: '收起侧边栏', expand: '展开侧边栏' },
  },
  'en-US': {
    hamburger: { collapse: 'Collapse sidebar', expand: 'Expand sidebar' },
  },
};
