export { Progress, progressVariants } from './progress';
export type { ProgressProps } from './progress';
