import type { Locale } from '@cep/ui';

/** The console's own strings; every package keeps its own catalog beside its code. */
export const consoleMessages = {
  'zh-CN': {
    platformTitle: '认知增强平台',
    platformTagline: '认知训练 · 多模态生理信号采集 · 群体互动',
    login: '登录',
    serverChecking: '正在连接服务器…',
    serverOk: (version: string, embedded: boolean) =>
      `服务器已连接 · PostgreSQL ${version}${embedded ? '（内置数据库）' : ''}`,
    serverDown: (reason: string) => `无法连接服务器：${reason}`,
    switchLanguage: 'English',
    switchLanguageLabel: 'Switch to English',
    loading: '正在加载…',
    rootErrorHeading: '页面出错了',
    rootErrorText: '这个页面没能打开。请重新加载；如果问题仍然存在，请联系管理员。',
    reload: '重新加载',
    aboutHeading: '关于',
    aboutVersion: '版本',
    aboutCommit: '提交',
    aboutUnavailable: '无法读取服务器版本',
    /** Under an error toast: the id the server logged the request under, for support. */
    errorId: (id: string) => `错误编号: ${id}`,
  },
  'en-US': {
    platformTitle: 'Cognitive Enhancement Platform',
    platformTagline: 'Cognitive training · Multimodal physiological signals · Group interaction',
    login: 'Sign in',
    serverChecking: 'Connecting to the server…',
    serverOk: (version: string, embedded: boolean) =>
      `Server connected · PostgreSQL ${version}${embedded ? ' (embedded database)' : ''}`,
    serverDown: (reason: string) => `Cannot reach the server: ${reason}`,
    switchLanguage: '中文',
    switchLanguageLabel: '切换到中文',
    loading: 'Loading…',
    rootErrorHeading: 'Something went wrong',
    rootErrorText:
      'This page could not open. Reload it; if that does not help, tell an administrator.',
    reload: 'Reload',
    aboutHeading: 'About',
    aboutVersion: 'Version',
    aboutCommit: 'Commit',
    aboutUnavailable: 'Cannot read the server version',
    /** Under an error toast: the id the server logged the request under, for support. */
    errorId: (id: string) => `Error ID: ${id}`,
  },
} satisfies Record<Locale, Record<string, unknown>>;
