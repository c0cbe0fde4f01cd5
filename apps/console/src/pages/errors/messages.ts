import type { Locale } from '@cep/ui';

export const errorPageMessages = {
  'zh-CN': {
    notFoundTitle: '404',
    notFoundHeading: '页面不存在',
    notFoundText: '您要找的页面不存在，或者地址有误。',
    unauthorizedTitle: '401',
    unauthorizedHeading: '没有访问权限',
    unauthorizedText: '您没有权限查看此页面。如需访问，请联系管理员。',
    home: '返回首页',
    back: '返回上一页',
    redirecting: '正在跳转…',
  },
  'en-US': {
    notFoundTitle: '404',
    notFoundHeading: 'Page not found',
    notFoundText: 'The page you are looking for does not exist, or the address is wrong.',
    unauthorizedTitle: '401',
    unauthorizedHeading: 'No access',
    unauthorizedText:
      'You do not have permission to see this page. Ask an administrator for access.',
    home: 'Back to home',
    back: 'Go back',
    redirecting: 'Redirecting…',
  },
} satisfies Record<Locale, Record<string, string>>;
