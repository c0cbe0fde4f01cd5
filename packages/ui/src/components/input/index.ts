export { Input, fieldBoxVariants } from './input';
export type { InputProps } from './input';
