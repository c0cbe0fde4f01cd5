import type { Locale } from '@cep/ui';

/** AppMain's strings per language: what a page that failed to draw says. */
export interface AppMainMessages {
  errorTitle: string;
  errorDescription: string;
  /** Summary of the collapsed technical details (the error's message). */
  errorDetails: string;
  reload: string;
}

export const appMainMessages: Record<Locale, AppMainMessages> = {
  'zh-CN': {
    errorTitle: '此页面出错了',
    errorDescription:
      '页面遇到问题，暂时无法显示。其他页面不受影响。请重新加载此页面；如果问题仍然存在，请联系管理员。',
    errorDetails: '错误详情',
    reload: '重新加载此页面',
  },
  'en-US': {
    errorTitle: 'This page ran into a problem',
    errorDescription:
      'The page cannot be shown right now. Other pages are not affected. Reload this view; if the problem persists, contact your administrator.',
    errorDetails: 'Error details',
    reload: 'Reload this view',
  },
};
