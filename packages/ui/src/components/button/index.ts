export { Button, buttonVariants } from './button';
export type { ButtonProps } from './button';
