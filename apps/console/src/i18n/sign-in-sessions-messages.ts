import type { Locale } from '@cep/ui';

/** 我的登录设备 (avatar menu) and the sign-in page's word on an ended session (issue 30). */
export interface SignInSessionsMessages {
  title: string;
  description: string;
  /** The badge on this device's entry. */
  current: string;
  /** A browser the server did not recognise. */
  unknownBrowser: string;
  address: string;
  method: string;
  methods: Record<'password' | 'ldap' | 'oidc', string>;
  signedInAt: string;
  lastSeen: string;
  /** The button of one entry, and its accessible name (which device). */
  end: string;
  endLabel: (browser: string, signedInAt: string) => string;
  endOthers: string;
  confirmEnd: (browser: string) => string;
  confirmEndOthers: string;
  ended: string;
  endedOthers: (count: number) => string;
  onlyThis: string;
  loading: string;
  loadFailed: string;
  retry: string;
  close: string;
}

export const signInSessionsMessages: Record<Locale, SignInSessionsMessages> = {
  'zh-CN': {
    title: '我的登录设备',
    description: '以下是您的账号正在登录的设备。不认识的设备请立即结束，并修改密码。',
    current: '当前设备',
    unknownBrowser: '未知浏览器',
    address: '地址',
    method: '登录方式',
    methods: { password: '密码', ldap: '医院目录', oidc: '统一身份认证' },
    signedInAt: '登录时间',
    lastSeen: '最近活动',
    end: '结束',
    endLabel: (browser, signedInAt) => `结束 ${browser}（${signedInAt} 登录）`,
    endOthers: '结束其他全部登录',
    confirmEnd: (browser) => `确定要结束 ${browser} 上的登录吗？该设备将立即退出。`,
    confirmEndOthers: '确定要结束除本设备外的全部登录吗？这些设备将立即退出。',
    ended: '已结束该设备的登录',
    endedOthers: (count) =>
      count === 0 ? '没有其他设备在登录' : `已结束 ${count} 个其他设备的登录`,
    onlyThis: '只有本设备在登录。',
    loading: '正在加载…',
    loadFailed: '登录设备没能加载，请重试。',
    retry: '重试',
    close: '关闭',
  },
  'en-US': {
    title: 'My signed-in devices',
    description:
      'These are the devices your account is signed in on. End any you do not recognise, then change your password.',
    current: 'This device',
    unknownBrowser: 'Unknown browser',
    address: 'Address',
    method: 'Signed in with',
    methods: { password: 'Password', ldap: 'Hospital directory', oidc: 'Hospital single sign-on' },
    signedInAt: 'Signed in',
    lastSeen: 'Last active',
    end: 'End',
    endLabel: (browser, signedInAt) => `End ${browser} (signed in ${signedInAt})`,
    endOthers: 'Sign out all other devices',
    confirmEnd: (browser) => `Sign out ${browser}? That device is signed out at once.`,
    confirmEndOthers: 'Sign out every device but this one? They are signed out at once.',
    ended: 'That device is signed out',
    endedOthers: (count) =>
      count === 0
        ? 'No other device was signed in'
        : `Signed out ${count} other ${count === 1 ? 'device' : 'devices'}`,
    onlyThis: 'Only this device is signed in.',
    loading: 'Loading…',
    loadFailed: 'Your devices could not load. Try again.',
    retry: 'Try again',
    close: 'Close',
  },
};

/** The sign-in page's notice after someone ended the session (40140 / 40141). */
export const sessionEndedNotices: Record<Locale, Record<'self' | 'admin', string>> = {
  'zh-CN': {
    self: '您已在其他设备上被退出登录，请重新登录。',
    admin: '管理员已结束您的登录，请重新登录。',
  },
  'en-US': {
    self: 'You were signed out from another device. Please sign in again.',
    admin: 'An administrator signed you out. Please sign in again.',
  },
};
