import type { Locale } from '@cep/ui';

/** Two-step verification (issue 30): enrolment, the sign-in code step and 请验证身份. */
export interface SecondFactorMessages {
  title: string;
  intro: string;
  enrolledStatus: string;
  notEnrolledStatus: string;
  requiredByRole: string;
  start: string;
  scanQr: string;
  qrAlt: string;
  typeSecret: string;
  code: string;
  codeHint: string;
  confirmEnrolment: string;
  recoveryTitle: string;
  recoveryIntro: string;
  recoveryDone: string;
  recoveryLeft: (n: number) => string;
  disable: string;
  disabled: string;
  enrolled: string;
  cancel: string;
  close: string;
  failed: string;
  /** Sign-in's second step. */
  stepTitle: string;
  stepIntro: string;
  verify: string;
  useRecoveryCode: string;
  useAppCode: string;
  recoveryCode: string;
  enrolFirst: string;
  backToSignIn: string;
  /** 请验证身份 (step-up). */
  confirmTitle: string;
  confirmIntro: string;
  password: string;
  usePassword: string;
  useCode: string;
  confirm: string;
  showPassword: string;
}

export const secondFactorMessages: Record<Locale, SecondFactorMessages> = {
  'zh-CN': {
    title: '两步验证',
    intro:
      '登录时除密码外，还需输入手机身份验证器（如微信小程序、Google Authenticator）上的6位验证码。',
    enrolledStatus: '已开启两步验证。',
    notEnrolledStatus: '尚未开启两步验证。',
    requiredByRole: '您的角色要求两步验证。',
    start: '开启两步验证',
    scanQr: '第一步：用身份验证器扫描二维码',
    qrAlt: '两步验证二维码',
    typeSecret: '无法扫码时，手动输入密钥：',
    code: '验证码',
    codeHint: '身份验证器上显示的6位数字',
    confirmEnrolment: '第二步：输入验证码确认',
    recoveryTitle: '恢复码（只显示这一次）',
    recoveryIntro:
      '手机丢失时，可用其中任意一个代替验证码登录，每个只能用一次。请抄写或打印后妥善保管。',
    recoveryDone: '我已保存恢复码',
    recoveryLeft: (n) => `剩余恢复码：${n} 个`,
    disable: '关闭两步验证',
    disabled: '已关闭两步验证',
    enrolled: '已开启两步验证',
    cancel: '取消',
    close: '关闭',
    failed: '操作失败：',
    stepTitle: '两步验证',
    stepIntro: '请输入身份验证器上的6位验证码。',
    verify: '验证',
    useRecoveryCode: '使用恢复码',
    useAppCode: '使用验证码',
    recoveryCode: '恢复码',
    enrolFirst: '您的角色要求两步验证，请先绑定身份验证器。',
    backToSignIn: '返回登录',
    confirmTitle: '请验证身份',
    confirmIntro: '查看完整号码、导出患者数据或修改角色前，请再次验证身份。',
    password: '密码',
    usePassword: '改用密码',
    useCode: '改用验证码',
    confirm: '确定',
    showPassword: '显示密码',
  },
  'en-US': {
    title: 'Two-step verification',
    intro:
      'Besides your password, signing in asks for the 6-digit code of an authenticator app on your phone.',
    enrolledStatus: 'Two-step verification is on.',
    notEnrolledStatus: 'Two-step verification is off.',
    requiredByRole: 'Your role requires two-step verification.',
    start: 'Turn on two-step verification',
    scanQr: 'Step 1: scan the QR code with your authenticator app',
    qrAlt: 'Two-step verification QR code',
    typeSecret: 'Cannot scan? Type this key:',
    code: 'Code',
    codeHint: 'The 6 digits your authenticator app shows',
    confirmEnrolment: 'Step 2: type a code to confirm',
    recoveryTitle: 'Recovery codes (shown only now)',
    recoveryIntro:
      'If you lose your phone, each of these signs you in once instead of a code. Write them down or print them and keep them safe.',
    recoveryDone: 'I have saved my recovery codes',
    recoveryLeft: (n) => `Recovery codes left: ${n}`,
    disable: 'Turn off two-step verification',
    disabled: 'Two-step verification is off',
    enrolled: 'Two-step verification is on',
    cancel: 'Cancel',
    close: 'Close',
    failed: 'Failed: ',
    stepTitle: 'Two-step verification',
    stepIntro: 'Type the 6-digit code of your authenticator app.',
    verify: 'Verify',
    useRecoveryCode: 'Use a recovery code',
    useAppCode: 'Use a code',
    recoveryCode: 'Recovery code',
    enrolFirst: 'Your role requires two-step verification: bind an authenticator app first.',
    backToSignIn: 'Back to sign-in',
    confirmTitle: 'Confirm your identity',
    confirmIntro:
      'Before showing full numbers, exporting patient data or changing roles, confirm it is you.',
    password: 'Password',
    usePassword: 'Use my password',
    useCode: 'Use a code',
    confirm: 'Confirm',
    showPassword: 'Show password',
  },
};
