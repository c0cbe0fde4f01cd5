import type { Locale } from '@cep/ui';

/** Sign-in through the hospital's identity provider (OIDC, issue 30): the button and its outcomes. */
export const oidcMessages = {
  'zh-CN': {
    /** The button, unless the hospital set its own label (OIDC_LABEL). */
    signIn: '使用医院统一身份认证登录',
    or: '或',
    landing: '正在完成统一身份认证登录…',
    /** Why the sign-in ended on the login page, by the server's code. */
    failures: {
      40110: '统一身份认证登录已超时或无效，请重新点击“使用医院统一身份认证登录”。',
      40111: '登录凭证已失效或已使用，请重新登录。',
      40112:
        '统一身份认证平台未允许本次登录（已取消，或账号在统一身份认证平台被停用）。如需帮助请联系信息科。',
      40113: '统一身份认证平台的应答未通过校验，请重新登录；如反复出现请联系信息科。',
      40301: '该账号已停用，请联系管理员。',
      40302: '您的角色不允许使用统一身份认证登录，请改用用户名和密码登录。',
      40303: '您的账号未被授予本系统的任何角色，请联系管理员。',
      40901: '无法为您的统一身份认证账号建立本系统账号，请联系管理员。',
      50310: '统一身份认证平台暂时无法访问，请稍后重试或使用用户名和密码登录。',
      40410: '本系统未启用统一身份认证登录。',
      network: '无法连接服务器，请检查网络后重新登录。',
    } as Record<string, string>,
    failed: '统一身份认证登录失败，请稍后重试。',
  },
  'en-US': {
    signIn: 'Sign in with the hospital account',
    or: 'or',
    landing: 'Finishing the hospital sign-in…',
    failures: {
      40110: 'The hospital sign-in timed out or is not valid. Please start it again.',
      40111: 'This sign-in link has expired or was already used. Please sign in again.',
      40112:
        'The hospital sign-in did not allow this sign-in (cancelled, or the account is disabled there). Ask the IT department for help.',
      40113:
        'The answer of the hospital sign-in failed its checks. Please sign in again; tell the IT department if it happens again.',
      40301: 'This account is disabled. Please contact the administrator.',
      40302:
        'Your role may not use the hospital sign-in. Please sign in with your username and password.',
      40303: 'Your account has no role in this system. Please contact the administrator.',
      40901:
        'An account for your hospital sign-in could not be made here. Please contact the administrator.',
      50310:
        'The hospital sign-in cannot be reached right now. Try again later, or sign in with your username and password.',
      40410: 'The hospital sign-in is not enabled on this system.',
      network: 'The server cannot be reached. Check the network and sign in again.',
    } as Record<string, string>,
    failed: 'The hospital sign-in failed. Please try again later.',
  },
} satisfies Record<Locale, Record<string, unknown>>;
