import type { Locale } from '@cep/ui';

/** 登录安全策略 (issue 30). */
export interface SignInPolicyMessages {
  title: string;
  intro: string;
  demoNote: string;
  role: string;
  methods: string;
  secondFactor: string;
  method: Record<'password' | 'ldap' | 'oidc', string>;
  notConfigured: string;
  required: string;
  save: string;
  saved: string;
  failed: string;
  atLeastOne: string;
}

export const signInPolicyMessages: Record<Locale, SignInPolicyMessages> = {
  'zh-CN': {
    title: '登录安全策略',
    intro:
      '为每个角色选择允许的登录方式（至少一种），以及登录时是否必须通过两步验证。修改记入审计日志。',
    demoNote:
      '当前为演示数据：为方便试用，所有角色的两步验证要求已关闭。正式使用前请为管理员开启。',
    role: '角色',
    methods: '允许的登录方式',
    secondFactor: '两步验证',
    method: { password: '密码', ldap: '目录 LDAP', oidc: '统一身份认证 OIDC' },
    notConfigured: '（本服务器未配置）',
    required: '必须',
    save: '保存',
    saved: '登录安全策略已保存',
    failed: '保存失败：',
    atLeastOne: '每个角色至少要允许一种登录方式',
  },
  'en-US': {
    title: 'Sign-in Security',
    intro:
      'For each role, choose how its people may sign in (at least one way) and whether two-step verification is required. Changes are audited.',
    demoNote:
      'This is demo data: two-step verification is off for every role. Turn it on for administrators before real use.',
    role: 'Role',
    methods: 'Ways of signing in',
    secondFactor: 'Two-step verification',
    method: { password: 'Password', ldap: 'Directory (LDAP)', oidc: 'Single sign-on (OIDC)' },
    notConfigured: ' (not configured on this server)',
    required: 'Required',
    save: 'Save',
    saved: 'Sign-in security saved',
    failed: 'Save failed: ',
    atLeastOne: 'Each role needs at least one way of signing in',
  },
};
