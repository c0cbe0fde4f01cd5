import { toast as sonnerToast, type ExternalToast } from 'sonner';

/** How long each kind stays, in ms (product spec: errors 5000 ms, everything else 3000 ms). */
export const toastDurations = {
  default: 3000,
  success: 3000,
  info: 3000,
  warning: 3000,
  error: 5000,
} as const;

type ToastMessage = Parameters<typeof sonnerToast>[0];
type ToastType = Exclude<keyof typeof toastDurations, 'default'>;

/** Fills in the type's duration unless the caller chose one. */
function typed(type: ToastType) {
  return (message: ToastMessage, data?: ExternalToast) =>
    sonnerToast[type](message, { duration: toastDurations[type], ...data });
}

type ToastId = string | number;
type ToastFunction = (message: ToastMessage, data?: ExternalToast) => ToastId;

/** Named so the published declarations need no sonner-internal type names. */
export interface PlatformToast extends ToastFunction {
  success: ToastFunction;
  info: ToastFunction;
  warning: ToastFunction;
  error: ToastFunction;
  loading: typeof sonnerToast.loading;
  promise: typeof sonnerToast.promise;
  dismiss: typeof sonnerToast.dismiss;
}

/**
 * sonner's `toast` with the platform's durations: `toast.error(msg)` stays 5000 ms,
 * `toast.success` / `info` / `warning` / `toast(msg)` 3000 ms; pass `{ duration }` to override.
 * Works from anywhere (outside React too) once a `<Toaster />` is mounted.
 */
export const toast: PlatformToast = Object.assign(
  (message: ToastMessage, data?: ExternalToast) =>
    sonnerToast(message, { duration: toastDurations.default, ...data }),
  {
    success: typed('success'),
    info: typed('info'),
    warning: typed('warning'),
    error: typed('error'),
    loading: sonnerToast.loading,
    promise: sonnerToast.promise,
    dismiss: sonnerToast.dismiss,
  },
);
