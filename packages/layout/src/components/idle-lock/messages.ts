import type { Locale } from '@cep/ui';

/** What the idle lock says, per language (read with `useMessages(idleLockMessages)`). */
export interface IdleLockMessages {
  warningTitle: string;
  /** The countdown before the lock; `{seconds}` is replaced. */
  warningText: string;
  keepWorking: string;
  lockedTitle: string;
  /** Under the title; `{name}` is the signed-in person. */
  lockedText: string;
  password: string;
  /** Issue 30: the authenticator app's code, for those who have one. */
  code: string;
  showPassword: string;
  unlock: string;
  unlocking: string;
  switchUser: string;
  /** When the password is empty. */
  passwordRequired: string;
}

export const idleLockMessages: Record<Locale, IdleLockMessages> = {
  'zh-CN': {
    warningTitle: '即将锁屏',
    warningText: '长时间未操作，屏幕将在 {seconds} 秒后锁定。',
    keepWorking: '继续使用',
    lockedTitle: '屏幕已锁定',
    lockedText: '为保护患者隐私，屏幕已锁定。{name}，请输入密码继续。',
    password: '密码',
    code: '两步验证码',
    showPassword: '显示密码',
    unlock: '解锁',
    unlocking: '正在解锁…',
    switchUser: '以其他用户登录',
    passwordRequired: '请输入密码',
  },
  'en-US': {
    warningTitle: 'About to lock',
    warningText: 'No activity for a while: the screen locks in {seconds} s.',
    keepWorking: 'Keep working',
    lockedTitle: 'Screen locked',
    lockedText:
      'The screen is locked to protect patient privacy. {name}, enter your password to go on.',
    password: 'Password',
    code: 'Two-step code',
    showPassword: 'Show password',
    unlock: 'Unlock',
    unlocking: 'Unlocking…',
    switchUser: 'Sign in as someone else',
    passwordRequired: 'Enter your password',
  },
};
