export { Toaster } from './toast';
export type { ToasterProps } from './toaster-props';
export { toast } from './toast-api';
export type { PlatformToast } from './toast-api';
