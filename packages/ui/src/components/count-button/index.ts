export { CountButton } from './count-button';
export type { CountButtonProps } from './count-button';
