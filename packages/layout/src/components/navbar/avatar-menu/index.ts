export { AvatarMenu } from './avatar-menu';
export type { AvatarMenuProps } from './avatar-menu';
