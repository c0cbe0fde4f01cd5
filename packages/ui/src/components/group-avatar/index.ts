export { GroupAvatar, GroupAvatarPicker, groupAvatarKeys } from './group-avatar';
export type { GroupAvatarProps, GroupAvatarPickerProps } from './group-avatar';
