import type { Locale } from '@cep/contract';

/** The languages the platform ships: the contract's `Locale`. */
export type AuthLocale = Locale;

/** Every string `@cep/auth` shows or hands to the app, per language. */
export interface AuthMessages {
  /** The logout question (spec §4, §5: title 系统提示, buttons 确定 / 取消). */
  logoutDialog: { title: string; message: string; confirmText: string; cancelText: string };
  /** getInfo answered nothing (spec §5, verbatim in every language). */
  verificationFailed: string;
  /** The user holds no role (spec §5). */
  noRoles: string;
  /** A guard failure without a message of its own (spec §8, verbatim in every language). */
  hasError: string;
  /** The view shown for a menu entry whose page the console does not have. */
  pageUnavailable: { title: string; description: string };
}

export const authMessages: Record<AuthLocale, AuthMessages> = {
  'zh-CN': {
    logoutDialog: {
      title: '系统提示',
      message: '确定要退出系统吗？',
      confirmText: '确定',
      cancelText: '取消',
    },
    verificationFailed: 'Verification failed, please Login again.',
    noRoles: '用户未分配角色权限，请联系管理员！',
    hasError: 'Has Error',
    pageUnavailable: {
      title: '页面暂不可用',
      description: '此菜单项对应的页面尚未提供。请从菜单选择其他页面，或联系管理员。',
    },
  },
  'en-US': {
    logoutDialog: {
      title: 'System prompt',
      message: 'Are you sure you want to log out?',
      confirmText: 'OK',
      cancelText: 'Cancel',
    },
    verificationFailed: 'Verification failed, please Login again.',
    noRoles: 'No role has been assigned to this user. Please contact the administrator.',
    hasError: 'Has Error',
    pageUnavailable: {
      title: 'Page not available',
      description:
        'The page of this menu entry is not available yet. Choose another page from the menu, or contact the administrator.',
    },
  },
};
