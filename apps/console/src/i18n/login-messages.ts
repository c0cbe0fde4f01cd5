import type { Locale } from '@cep/ui';

/** The sign-in form's strings (the page frame's title and switch are in `messages.ts`). */
export const loginMessages = {
  'zh-CN': {
    username: '用户名',
    password: '密码',
    submit: '登录',
    showPassword: '显示密码',
    capsLockOn: '大写锁定已打开',
    /** Shown when the sign-in failed without a message of its own (never the server's case). */
    failed: '登录失败，请稍后重试',
  },
  'en-US': {
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    showPassword: 'Show password',
    capsLockOn: 'Caps Lock is on',
    failed: 'Sign-in failed. Please try again later.',
  },
} satisfies Record<Locale, Record<string, string>>;
