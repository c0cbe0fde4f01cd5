import type { Locale } from '@cep/ui';

/** What the sidebar says, per language (read with `useMessages(sidebarMessages)`). */
export interface SidebarMessages {
  /** The navigation landmark's name. */
  navigation: string;
  /** The desktop sidebar's landmark (`<aside>`) name: the title beside the logo sits inside it. */
  sidebar: string;
  /** The platform's title beside the logo when the app gives none (`LayoutProvider` `title`). */
  platformTitle: string;
  /** Heard after an external link's title: it leaves the console. */
  opensInNewTab: string;
  /** The mobile drawer's (visually hidden) title. */
  drawerTitle: string;
  /** The mobile drawer's close button. */
  closeMenu: string;
}

export const sidebarMessages: Record<Locale, SidebarMessages> = {
  'zh-CN': {
    navigation: '主菜单',
    sidebar: '侧边栏',
    platformTitle: '认知增强平台',
    opensInNewTab: '（在新标签页打开）',
    drawerTitle: '导航菜单',
    closeMenu: '关闭菜单',
  },
  'en-US': {
    navigation: 'Main menu',
    sidebar: 'Sidebar',
    platformTitle: 'Cognitive Enhancement Platform',
    opensInNewTab: '(opens in a new tab)',
    drawerTitle: 'Navigation menu',
    closeMenu: 'Close menu',
  },
};
