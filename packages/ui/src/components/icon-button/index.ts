export { IconButton, iconButtonVariants } from './icon-button';
export type { IconButtonProps } from './icon-button';
