// Public exports of this group of components; src/index.ts re-exports it.
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { VisuallyHidden } from './visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden';
export { Kbd } from './kbd';
export type { KbdProps } from './kbd';
export { Skeleton, SkeletonText } from './skeleton';
export type { SkeletonProps, SkeletonTextProps } from './skeleton';
export { Progress } from './progress';
export type { ProgressProps } from './progress';
export { Empty } from './empty';
export type { EmptyProps } from './empty';
export { ScrollArea, ScrollBar } from './scroll-area';
export type { ScrollAreaProps, ScrollBarProps } from './scroll-area';
export { Upload, checkFile, formatFileSize } from './upload';
export type { UploadProps, UploadMessages, UploadRejectReason, FileRule } from './upload';
export * from './watermark';
