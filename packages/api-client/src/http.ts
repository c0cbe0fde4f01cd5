import { isAxiosError, isCancel, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { ApiError } from './api-error';
import { isApiRequest } from './api-origin';
import {
  DEFAULT_ERROR_MESSAGE,
  ERROR_TOAST_MS,
  RELOGIN_CODES,
  SESSION_ENDED_CODES,
  SECOND_FACTOR_PENDING_CODE,
  STALE_REVISION_CODE,
  STEP_UP_CODE,
} from './constants';
import { isEnvelope, type Envelope } from './envelope';
import type { Notify, TokenStore } from './types';

export interface InterceptorDeps {
  tokenStore: TokenStore;
  notify: Notify;
  /** Opens (or joins) the re-login confirm. */
  relogin: () => Promise<void>;
  /** Someone ended this session (40140 / 40141): drop the token, go to sign in. */
  sessionEnded: (code: number, message: string) => void;
  /** Refreshes the token first when it is near its expiry (spec §4). */
  ensureFresh: () => Promise<void>;
  /** Paths that never wait for a refresh: login, refreshToken itself, logout. */
  noRefreshPaths: ReadonlySet<string>;
  /** Issue 30: asks the person to confirm their identity; true = confirmed, send again. */
  stepUp?: () => Promise<boolean>;
  /** Issue 30: the session waits for its second factor (40330). */
  onSecondFactorPending?: () => void;
}

/**
 * Installs spec §7/§8 on an axios instance: the `token` header (after a refresh when one is due),
 * the envelope check, and the error handling — so `api.http` behaves like the typed calls. A
 * request to another origin gets none of it (see `isApiRequest`).
 */
export function installInterceptors(http: AxiosInstance, deps: InterceptorDeps): void {
  const { tokenStore, notify, relogin, sessionEnded, ensureFresh, noRefreshPaths, stepUp } = deps;
  const toast = (message: string, requestId?: string) =>
    notify(message, {
      type: 'error',
      duration: ERROR_TOAST_MS,
      ...(requestId === undefined ? {} : { requestId }),
    });

  /**
   * The server answered with a code other than 200: its message, and re-login for token codes.
   * 40902 (已被他人修改) is not toasted: only an update that sends a revision gets it, and the form
   * that sent it shows the conflict panel (reload / compare), so a toast would say it twice.
   */
  function answered(body: Envelope): ApiError {
    const message = body.message || DEFAULT_ERROR_MESSAGE;
    const requestId = typeof body.requestId === 'string' ? body.requestId : undefined;
    // Said on the sign-in page, where the person is sent: not toasted as well.
    if (SESSION_ENDED_CODES.includes(body.code)) {
      sessionEnded(body.code, message);
      return new ApiError(body.code, message, requestId);
    }
    if (body.code === SECOND_FACTOR_PENDING_CODE) {
      // Not an error to show: the app takes the person to the code step.
      deps.onSecondFactorPending?.();
      return new ApiError(body.code, message, requestId);
    }
    if (body.code !== STALE_REVISION_CODE) toast(message, requestId);
    if (RELOGIN_CODES.includes(body.code)) void relogin();
    return new ApiError(body.code, message, requestId);
  }

  http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    if (!isApiRequest(config)) return config;
    if (!noRefreshPaths.has(config.url ?? '')) await ensureFresh();
    const token = tokenStore.getToken();
    if (token) config.headers.set('token', token);
    return config;
  });

  http.interceptors.response.use(
    (response) => {
      // Another origin's answer is plain axios: its codes and failures say nothing of our session.
      if (!isApiRequest(response.config)) return response;
      const body: unknown = response.data;
      if (isEnvelope(body) && body.code !== 200) throw answered(body);
      return response;
    },
    async (error: unknown) => {
      // Issue 30: a sensitive call refused for want of a recent step-up is asked for once (the
      // app's dialog), then sent again as it was; 取消 rejects it like any refusal, untoasted.
      if (
        stepUp &&
        isAxiosError(error) &&
        error.config &&
        isApiRequest(error.config) &&
        isEnvelope(error.response?.data) &&
        error.response.data.code === STEP_UP_CODE
      ) {
        const body = error.response.data;
        if (await stepUp()) return http.request(error.config);
        throw new ApiError(body.code, body.message || DEFAULT_ERROR_MESSAGE);
      }
      // A refresh that failed: handled (toast, re-login) when it failed; the request just rejects.
      if (error instanceof ApiError) throw error;
      // Cancelled by the caller: nothing went wrong with the network or the session.
      if (isCancel(error)) throw new ApiError(0, error.message ?? 'canceled');
      if (isAxiosError(error)) {
        if (error.config && !isApiRequest(error.config)) throw error;
        // An HTTP error status that carries the envelope is the server's answer, not a network failure.
        if (isEnvelope(error.response?.data)) throw answered(error.response.data);
        // Spec §8: no (usable) answer, timeout included. Node may leave the message empty
        // (an AggregateError of several addresses): fall back to the error's code.
        const message = error.message || error.code || DEFAULT_ERROR_MESSAGE;
        tokenStore.clearStorage();
        tokenStore.setExpireTime(0);
        toast(message);
        throw new ApiError(0, message);
      }
      // Spec §8: the request could not even be set up (e.g. storage refused access).
      tokenStore.clearStorage();
      throw new ApiError(0, error instanceof Error ? error.message : String(error));
    },
  );
}
