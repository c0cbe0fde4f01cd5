import type { CallResponse, LoginResult } from '@cep/contract';
import { endpoints } from '../endpoints';
import type { TokenStore } from '../types';
import type { Send } from './send';

/**
 * Sign-in through the hospital's identity provider (OpenID Connect, issue 30). The browser itself
 * goes to the start address (a page load, not a request of this client); the provider sends it
 * back to the server, which sends it on to the console's landing page with a one-time code.
 */
export interface OidcCalls {
  /** `GET /api/auth/oidc/status`: whether the login page offers the provider, and its label. */
  oidcStatus(): Promise<CallResponse<'oidcStatus'>>;
  /** The address of `GET /api/auth/oidc/start`, for the browser to go to (`location.assign`). */
  oidcStart(): string;
  /**
   * The address of `GET /api/auth/oidc/callback` with the provider's answer `query` (the provider
   * sends the browser there itself; for tests and diagnostics).
   */
  oidcCallback(query?: Record<string, string>): string;
  /**
   * `POST /api/auth/oidc/exchange` `{code}`: the landing page's one-time code for a session.
   * Stores the token and its expiry like `login`. 40111 for a code unknown, used or expired.
   */
  oidcExchange(code: string): Promise<LoginResult>;
}

/** `base` + `path`, `base` with or without a trailing slash (empty = this origin). */
function under(base: string | undefined, path: string): string {
  return `${(base ?? '').replace(/\/+$/, '')}${path}`;
}

/** The functions of {@link OidcCalls}. */
export function oidcCalls(
  send: Send,
  baseURL: string | undefined,
  tokenStore: TokenStore,
): OidcCalls {
  return {
    oidcStatus: () => send('oidcStatus'),
    oidcStart: () => under(baseURL, endpoints.oidcStart.path),
    oidcCallback: (query = {}) => {
      const search = new URLSearchParams(query).toString();
      return under(baseURL, endpoints.oidcCallback.path) + (search ? `?${search}` : '');
    },
    async oidcExchange(code) {
      const result = await send('oidcExchange', { data: { code } });
      tokenStore.setSession(result.token, result.expireTime);
      return result;
    },
  };
}
