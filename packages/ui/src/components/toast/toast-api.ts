import type { ExternalToast, toast as SonnerToastFunction } from 'sonner';
import { toastWanted, whenToasterReady } from './toast-loader';

/** How long each kind stays, in ms (product spec: errors 5000 ms, everything else 3000 ms). */
export const toastDurations = {
  default: 3000,
  success: 3000,
  info: 3000,
  warning: 3000,
  error: 5000,
} as const;

type SonnerToast = typeof SonnerToastFunction;
type ToastMessage = Parameters<SonnerToast>[0];
type ToastType = Exclude<keyof typeof toastDurations, 'default'>;
type ToastId = string | number;
type ToastFunction = (message: ToastMessage, data?: ExternalToast) => ToastId;
type PromiseData = Parameters<SonnerToast['promise']>[1];

let lastId = 0;
/** The id is known at once although sonner loads later, so `dismiss(id)` works straight away. */
const idOf = (data?: ExternalToast | PromiseData): ToastId =>
  data?.id ?? `cep-toast-${(lastId += 1)}`;

function show(type: ToastType | 'default' | 'loading') {
  return (message: ToastMessage, data?: ExternalToast): ToastId => {
    const id = idOf(data);
    const duration = type === 'loading' ? undefined : toastDurations[type];
    const options = { ...(duration === undefined ? {} : { duration }), ...data, id };
    void whenToasterReady().then((sonner) =>
      type === 'default' ? sonner(message, options) : sonner[type](message, options),
    );
    return id;
  };
}

/** Named so the published declarations need no sonner-internal type names. */
export interface PlatformToast extends ToastFunction {
  success: ToastFunction;
  info: ToastFunction;
  warning: ToastFunction;
  error: ToastFunction;
  loading: ToastFunction;
  /** Shows `data.loading` until the promise settles, then `data.success` or `data.error`. */
  promise: <T>(promise: Promise<T> | (() => Promise<T>), data?: PromiseData) => ToastId;
  /** Removes one toast, or all of them without an id. */
  dismiss: (id?: ToastId) => void;
}

/**
 * The platform's toasts (sonner underneath): `toast.error(msg)` stays 5000 ms,
 * `toast.success` / `info` / `warning` / `toast(msg)` 3000 ms; pass `{ duration }` to override.
 * Works from anywhere (outside React too) with a `<Toaster />` mounted; sonner itself loads with
 * the first toast, so a toast appears a moment after the call the first time.
 */
export const toast: PlatformToast = Object.assign(show('default'), {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
  loading: show('loading'),
  promise: <T>(promise: Promise<T> | (() => Promise<T>), data?: PromiseData): ToastId => {
    const id = idOf(data);
    void whenToasterReady().then((sonner) => sonner.promise(promise, { ...data, id }));
    return id;
  },
  dismiss: (id?: ToastId) => {
    // Nothing to remove before the first toast; after it, in order behind the queued ones.
    if (toastWanted()) void whenToasterReady().then((sonner) => sonner.dismiss(id));
  },
});
