import type { Locale, UploadRejectReason } from '@cep/ui';

export interface AvatarMenuMessages {
  /** Spoken after the user's name on the menu button (a space comes between: they are separate boxes). */
  menuSuffix: string;
  home: string;
  profile: string;
  upload: string;
  changePassword: string;
  /** 我的登录设备 (issue 30): where the user is signed in. */
  sessions: string;
  /** Issue 30: the two-factor (TOTP) dialog. */
  secondFactor: string;
  logout: string;
  /** Spec §5, verbatim in Chinese. */
  rejected: Record<UploadRejectReason, string>;
  uploaded: string;
}

export const avatarMenuMessages: Record<Locale, AvatarMenuMessages> = {
  'zh-CN': {
    menuSuffix: '账户菜单',
    home: '首页',
    profile: '个人中心',
    upload: '更换头像',
    changePassword: '修改密码',
    sessions: '我的登录设备',
    secondFactor: '两步验证',
    logout: '退出系统',
    rejected: { type: '只能上传图片!', size: '上传图片大小不能超过 2MB!' },
    uploaded: '头像已更新',
  },
  'en-US': {
    menuSuffix: 'account menu',
    home: 'Home',
    profile: 'Personal centre',
    upload: 'Change avatar',
    changePassword: 'Change password',
    sessions: 'My signed-in devices',
    secondFactor: 'Two-step verification',
    logout: 'Log out',
    rejected: {
      type: 'Only images can be uploaded!',
      size: 'The image must be smaller than 2MB!',
    },
    uploaded: 'Avatar updated',
  },
};
