import type { Locale } from '@cep/ui';

/** The change-password form's strings (avatar menu → 修改密码). */
export interface PasswordMessages {
  title: string;
  description: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  /** Under the new password: the rule, said before it is broken. */
  newPasswordHint: string;
  showPassword: string;
  save: string;
  cancel: string;
  /** Toast once changed. */
  changed: string;
  /** Heading of the failure shown in the dialog, before the server's message. */
  failed: string;
}

export const passwordMessages: Record<Locale, PasswordMessages> = {
  'zh-CN': {
    title: '修改密码',
    description: '修改后，您在其他设备上的登录将全部失效，本设备保持登录。',
    oldPassword: '原密码',
    newPassword: '新密码',
    confirmPassword: '确认新密码',
    newPasswordHint: '8–64 个字符，须同时包含字母和数字，不能是常见密码。',
    showPassword: '显示密码',
    save: '保存',
    cancel: '取消',
    changed: '密码已修改',
    failed: '修改失败：',
  },
  'en-US': {
    title: 'Change password',
    description:
      'Once changed, you are signed out on every other device; this one stays signed in.',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    newPasswordHint: '8–64 characters with a letter and a digit; not a common password.',
    showPassword: 'Show password',
    save: 'Save',
    cancel: 'Cancel',
    changed: 'Password changed',
    failed: 'Not changed: ',
  },
};
