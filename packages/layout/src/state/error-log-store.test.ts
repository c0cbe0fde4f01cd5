// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addErrorLog,
  captureGlobalErrors,
  clearErrorLog,
  ERROR_LOG_LIMIT,
  errorLogStore,
  errorOf,
  logComponentError,
} from './error-log-store';

afterEach(clearErrorLog);

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

describe('errorLogStore', () => {
  it('adds entries with the url and time of now, and clears them all', () => {
    const before = Date.now();
    const entry = addErrorLog({ err: new Error('boom'), vm: 'PatientTable', info: 'render' });
    expect(entry).toMatchObject({
      err: { message: 'boom' },
      vm: 'PatientTable',
      info: 'render',
      url: location.href,
    });
    expect(entry.time).toBeGreaterThanOrEqual(before);
    expect(errorLogStore.logs).toHaveLength(1);
    clearErrorLog();
    expect(errorLogStore.logs).toEqual([]);
  });

  it(`keeps the newest ${ERROR_LOG_LIMIT} entries`, () => {
    for (let i = 0; i < ERROR_LOG_LIMIT + 5; i++) addErrorLog({ err: `error ${i}` });
    expect(errorLogStore.logs).toHaveLength(ERROR_LOG_LIMIT);
    expect(errorLogStore.logs[0]?.err.message).toBe('error 5');
    expect(errorLogStore.logs.at(-1)?.err.message).toBe(`error ${ERROR_LOG_LIMIT + 4}`);
  });

  it('logs React errors with the component stack as vm', () => {
    logComponentError(new Error('render failed'), {
      componentStack: '\n    at PatientCard\n    at App',
    });
    expect(errorLogStore.logs[0]).toMatchObject({
      err: { message: 'render failed' },
      vm: 'at PatientCard\n    at App',
      info: 'react',
    });
  });
});

describe('captureGlobalErrors', () => {
  it('logs window errors and unhandled rejections until uninstalled', () => {
    const onError = vi.fn();
    const uninstall = captureGlobalErrors({ enabled: true, onError });
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

    expect(errorLogStore.logs.map((entry) => [entry.err.message, entry.info])).toEqual([
      ['script failed', 'window error (https://console.example/app.js:3:7)'],
      ['request rejected', 'unhandledrejection'],
    ]);
    expect(onError).toHaveBeenCalledTimes(2);

    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after uninstall' }));
    expect(errorLogStore.logs).toHaveLength(2);
  });

  it('installs nothing when disabled', () => {
    const uninstall = captureGlobalErrors({ enabled: false });
    window.dispatchEvent(new ErrorEvent('error', { message: 'ignored' }));
    expect(errorLogStore.logs).toEqual([]);
    uninstall();
  });
});
