export { AvatarMenu } from './avatar-menu';
export type { AvatarMenuProps } from './avatar-menu';
export { avatarImageRule, checkAvatarImage } from './avatar-upload';
export { avatarMenuMessages } from './messages';
export type { AvatarMenuMessages } from './messages';
