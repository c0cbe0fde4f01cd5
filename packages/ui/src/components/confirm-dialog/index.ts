export { ConfirmDialog, ConfirmProvider, useConfirm } from './confirm-dialog';
export type { ConfirmDialogProps, ConfirmProviderProps } from './confirm-dialog';
export { confirm, createConfirmQueue } from './confirm-queue';
export type { ConfirmOptions, ConfirmQueue, ConfirmRequest, ConfirmVariant } from './confirm-queue';
