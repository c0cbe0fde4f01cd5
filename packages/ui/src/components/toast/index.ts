export { Toaster } from './toast';
export type { ToasterProps } from './toaster-props';
export { toast, toastDurations } from './toast-api';
export type { PlatformToast } from './toast-api';
