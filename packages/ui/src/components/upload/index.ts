export { Upload } from './upload';
export type { UploadMessages, UploadProps } from './upload';
export { checkFile, formatFileSize } from './check-file';
export type { FileRule, UploadRejectReason } from './check-file';
