import type { CallName, CallQuery } from '@cep/contract';

/**
 * Where the session's token and its expiry live. The client reads it before every request and
 * writes it after login and refresh; `@cep/auth` supplies the browser one (cookie `Admin-Token`,
 * expiry in session storage), `memoryTokenStore()` is the default.
 */
export interface TokenStore {
  /** The session token, sent as the `token` header; `undefined` when signed out. */
  getToken(): string | undefined;
  /** When the token stops working, epoch milliseconds; `undefined` when unknown. */
  getExpireTime(): number | undefined;
  /** After login or a refresh: the new token and its expiry. */
  setSession(token: string, expireTime: number): void;
  /** Overwrites the expiry only (a network error sets 0, spec §8). */
  setExpireTime(expireTime: number): void;
  /** Forgets the token and everything in session storage (re-login 确定, logout). */
  clear(): void;
  /**
   * Forgets what session storage holds (the expiry, the role list `codeList`) but keeps the
   * token: a network error does this (spec §8), so one dropped connection does not sign a
   * clinician out — the zeroed expiry makes the next request refresh the token first.
   */
  clearStorage(): void;
}

/** How an error toast is shown (spec §8: type error, 5000 ms). */
export interface NotifyOptions {
  type: 'error';
  duration: number;
  /** The server's id of the failed request (`requestId` of its error envelope), to show for support. */
  requestId?: string;
}

/** Shows a message to the user, e.g. `@cep/ui`'s `toast.error`. */
export type Notify = (message: string, options: NotifyOptions) => void;

export interface ApiClientOptions {
  /** Origin of the API server; `''` means the page's own origin (the console is served by the server). */
  baseURL: string;
  /** The session's persistence. Default: `memoryTokenStore()`. */
  tokenStore?: TokenStore;
  /**
   * Shows an error toast. Default: nothing is shown (the call still rejects). Not called for 40902
   * (已被他人修改): the form that sent the revision shows it (`isStaleRevision`).
   */
  notify?: Notify;
  /**
   * Asks '用户登录信息过期，请重新登录！' (title 系统提示, buttons 确定/取消; see
   * `reloginDialogMessages`) and resolves `true` for 确定. Called once for any number of requests
   * failing together with 50008/50012/50014. Default: the browser's `window.confirm`, or `false`
   * where there is none.
   */
  confirmRelogin?: () => Promise<boolean>;
  /** After 确定 and `tokenStore.clear()`. Default: `location.reload()` in a browser, else nothing. */
  onRelogin?: () => void;
  /**
   * Someone ended this session (我的登录设备 on another device: 40140; an admin: 40141), heard from
   * a request or a live stream; called once, after `tokenStore.clear()`, with the code and the
   * server's message. Default: `location.reload()` in a browser (the guard then shows sign-in).
   */
  onSessionEnded?: (code: number, message: string) => void;
  /** Refresh the token before a request when less than this is left. Default `REFRESH_THRESHOLD_MS` (10 min). */
  refreshThresholdMs?: number;
  /** Give up on a request after this long. Default `REQUEST_TIMEOUT_MS` (15 s). */
  timeoutMs?: number;
  /**
   * Issue 30: a sensitive call answered 40331 (请验证身份): asks for the password or a code (the
   * app's dialog calls `confirmIdentity`) and resolves `true` once confirmed; the refused request
   * is then sent again. One dialog for requests refused together. Absent: the call rejects.
   */
  confirmIdentity?: () => Promise<boolean>;
  /** Issue 30: a call answered 40330 (the sign-in waits for its second factor). */
  onSecondFactorPending?: () => void;
}

/** Filters and paging of a list call; every field optional (the server defaults to page 1 of 10). */
export type ListQuery<N extends CallName> = Partial<NonNullable<CallQuery<N>>>;
