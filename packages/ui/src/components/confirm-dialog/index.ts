export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { ConfirmProvider, useConfirm } from './confirm-provider';
export type { ConfirmProviderProps } from './confirm-provider';
export { confirm, createConfirmQueue } from './confirm-queue';
export type { ConfirmOptions, ConfirmQueue, ConfirmRequest, ConfirmVariant } from './confirm-queue';
