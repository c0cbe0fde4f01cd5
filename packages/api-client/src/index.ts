export { ApiError } from './api-error';
export { ERROR_TOAST_MS } from './constants';
export { createApiClient } from './create-api-client';
export { reloginDialogMessages, type ReloginDialogMessages } from './messages';
export { memoryTokenStore } from './token-store';
export type {
  ApiClient,
  ApiClientOptions,
  DownloadedFile,
  SignalStreamHandlers,
  ExportedFile,
  ListQuery,
  MessageChannel,
  MessageChannelHandlers,
  MessageChannelOptions,
  MessageChannelStatus,
  MessageImageOptions,
  Notify,
  NotifyOptions,
  TokenStore,
  UploadOptions,
} from './types';
