export { Skeleton, SkeletonText } from './skeleton';
export type { SkeletonProps, SkeletonTextProps } from './skeleton';
