export { Avatar, avatarVariants, getInitials } from './avatar';
export type { AvatarProps } from './avatar';
