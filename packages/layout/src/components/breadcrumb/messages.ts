import type { Locale } from '@cep/ui';

export interface RouteBreadcrumbMessages {
  /** 首页's title when the routes have no home page of their own. */
  home: string;
}

export const routeBreadcrumbMessages: Record<Locale, RouteBreadcrumbMessages> = {
  'zh-CN': { home: '首页' },
  'en-US': { home: 'Home' },
};
