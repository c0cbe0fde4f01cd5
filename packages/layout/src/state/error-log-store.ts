import { proxy } from 'valtio';

/** The error itself, reduced to text: an entry never holds the live Error (nor what it references). */
export interface ErrorLogError {
  message: string;
  /** The stack as the browser wrote it; shown as plain text, never as HTML. */
  stack: string;
}

/**
 * One collected error (spec §3 "Error log entry": err, vm, info, url; plus when it happened).
 * The console sends the same fields to its server; the navbar's error-log dialog lists them.
 */
export interface ErrorLogEntry {
  err: ErrorLogError;
  /** The component where it happened: a name or React's component stack; empty outside React. */
  vm: string;
  /** Where it came from: 'window error', 'unhandledrejection', a React hook name, the file and line… */
  info: string;
  /** The page's address when it happened. */
  url: string;
  /** Milliseconds since the epoch. */
  time: number;
}

export interface ErrorLogState {
  /** Oldest first, at most `ERROR_LOG_LIMIT` entries. */
  logs: ErrorLogEntry[];
}

/**
 * A page stuck in an error loop (a failing render retried on every frame) would otherwise grow
 * the log without end and slow the dialog down; the newest entries are the useful ones.
 */
export const ERROR_LOG_LIMIT = 100;

/** What `addErrorLog` takes: `err` may be anything thrown; `url` and `time` default to now and here. */
export interface NewErrorLog {
  err: unknown;
  vm?: string | undefined;
  info?: string | undefined;
  url?: string | undefined;
  time?: number | undefined;
}

/** Message and stack of anything thrown or rejected (an Error, a string, an object, undefined). */
export function errorOf(value: unknown): ErrorLogError {
  if (value instanceof Error)
    return { message: value.message || value.name, stack: value.stack ?? '' };
  if (typeof value === 'string') return { message: value, stack: '' };
  if (value && typeof value === 'object' && 'message' in value) {
    const { message, stack } = value as { message: unknown; stack?: unknown };
    return { message: String(message), stack: typeof stack === 'string' ? stack : '' };
  }
  return { message: String(value), stack: '' };
}

function currentUrl(): string {
  return typeof location === 'undefined' ? '' : location.href;
}

/** The error log (spec §2 error-log badge), one per `LayoutProvider`. */
export interface ErrorLogStore {
  /** Read with valtio's `useSnapshot(store.state)`. */
  readonly state: ErrorLogState;
  /** Adds an entry (the oldest goes once there are `ERROR_LOG_LIMIT`); returns it. */
  add: (entry: NewErrorLog) => ErrorLogEntry;
  /** 'Clear All' in the error-log dialog. */
  clear: () => void;
  /** Calls `listener` with every entry added from now on; returns the unsubscribe function. */
  onAdd: (listener: (entry: ErrorLogEntry) => void) => () => void;
}

export function createErrorLogStore(initial: readonly ErrorLogEntry[] = []): ErrorLogStore {
  const state = proxy<ErrorLogState>({ logs: initial.map((entry) => ({ ...entry })) });
  const listeners = new Set<(entry: ErrorLogEntry) => void>();
  return {
    state,
    add: ({ err, vm = '', info = '', url, time }) => {
      const entry: ErrorLogEntry = {
        err: errorOf(err),
        vm,
        info,
        url: url ?? currentUrl(),
        time: time ?? Date.now(),
      };
      state.logs.push(entry);
      if (state.logs.length > ERROR_LOG_LIMIT) {
        state.logs.splice(0, state.logs.length - ERROR_LOG_LIMIT);
      }
      for (const listener of listeners) listener(entry);
      return entry;
    },
    clear: () => {
      state.logs.splice(0);
    },
    onAdd: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface CaptureGlobalErrorsOptions {
  /** @default window */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
}

/**
 * Logs uncaught errors (`error` on window) and unhandled promise rejections. Returns the function
 * that uninstalls both listeners. Failed resource loads (an `<img>` 404) do not reach window in
 * the bubbling phase, so they are not logged: they are not app errors.
 */
export function captureGlobalErrors(
  log: Pick<ErrorLogStore, 'add'>,
  { target = globalThis.window }: CaptureGlobalErrorsOptions = {},
): () => void {
  if (!target) return () => {};
  const onWindowError = (event: Event) => {
    const { error, message, filename, lineno, colno } = event as ErrorEvent;
    const where = filename ? `${filename}:${lineno}:${colno}` : '';
    log.add({ err: error ?? message, info: where ? `window error (${where})` : 'window error' });
  };
  const onRejection = (event: Event) => {
    log.add({ err: (event as PromiseRejectionEvent).reason, info: 'unhandledrejection' });
  };
  target.addEventListener('error', onWindowError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onWindowError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
