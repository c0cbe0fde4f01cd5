// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureGlobalErrors,
  createErrorLogStore,
  ERROR_LOG_LIMIT,
  errorOf,
  type ErrorLogStore,
} from './error-log-store';

let log: ErrorLogStore;
beforeEach(() => {
  log = createErrorLogStore();
});

describe('errorOf', () => {
  it('keeps message and stack of an Error, and turns anything else into text', () => {
    const error = new TypeError('x is undefined');
    expect(errorOf(error)).toEqual({ message: 'x is undefined', stack: error.stack });
    expect(errorOf('plain')).toEqual({ message: 'plain', stack: '' });
    expect(errorOf({ message: 42, stack: 'at a' })).toEqual({ message: '42', stack: 'at a' });
    expect(errorOf(undefined)).toEqual({ message: 'undefined', stack: '' });
    expect(errorOf(new Error(''))).toEqual(expect.objectContaining({ message: 'Error' }));
  });
});

describe('the error log store', () => {
  it('adds entries with the url and time of now, and clears them all', () => {
    const before = Date.now();
    const entry = log.add({ err: new Error('boom'), vm: 'PatientTable', info: 'render' });
    expect(entry).toMatchObject({
      err: { message: 'boom' },
      vm: 'PatientTable',
      info: 'render',
      url: location.href,
    });
    expect(entry.time).toBeGreaterThanOrEqual(before);
    expect(log.state.logs).toHaveLength(1);
    log.clear();
    expect(log.state.logs).toEqual([]);
  });

  it(`keeps the newest ${ERROR_LOG_LIMIT} entries`, () => {
    for (let i = 0; i < ERROR_LOG_LIMIT + 5; i++) log.add({ err: `error ${i}` });
    expect(log.state.logs).toHaveLength(ERROR_LOG_LIMIT);
    expect(log.state.logs[0]?.err.message).toBe('error 5');
    expect(log.state.logs.at(-1)?.err.message).toBe(`error ${ERROR_LOG_LIMIT + 4}`);
  });

  it('tells its listeners of every entry until they unsubscribe; stores are independent', () => {
    const listener = vi.fn();
    const stop = log.onAdd(listener);
    const entry = log.add({ err: 'first' });
    expect(listener).toHaveBeenCalledWith(entry);
    stop();
    log.add({ err: 'second' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(createErrorLogStore().state.logs).toEqual([]);
  });
});

describe('captureGlobalErrors', () => {
  it('logs window errors and unhandled rejections until uninstalled', () => {
    const onError = vi.fn();
    log.onAdd(onError);
    const uninstall = captureGlobalErrors(log);
    const error = new Error('script failed');
    window.dispatchEvent(
      new ErrorEvent('error', {
        error,
        message: error.message,
        filename: 'https://console.example/app.js',
        lineno: 3,
        colno: 7,
      }),
    );
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new Error('request rejected');
    window.dispatchEvent(rejection);

    expect(log.state.logs.map((entry) => [entry.err.message, entry.info])).toEqual([
      ['script failed', 'window error (https://console.example/app.js:3:7)'],
      ['request rejected', 'unhandledrejection'],
    ]);
    expect(onError).toHaveBeenCalledTimes(2);

    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after uninstall' }));
    expect(log.state.logs).toHaveLength(2);
  });
});
