import { z } from 'zod';
import { text } from './fields';

/**
 * Sign-in through the hospital's identity provider (OpenID Connect, issue 30). The browser goes to
 * the server's start call, the provider, the server's callback, then the console's landing page
 * with a one-time code in the address's fragment; the console exchanges that code for a session
 * token with a POST (the token itself never appears in an address).
 */

/** `GET /api/auth/oidc/status`: whether the login page offers the provider, and its label. */
export const oidcStatus = z.object({
  enabled: z.boolean(),
  /** The button's label set by the hospital (e.g. 医院统一身份认证); empty = the console's own. */
  label: z.string(),
});
export type OidcStatus = z.infer<typeof oidcStatus>;

/**
 * The provider's answer at the callback: `code` and `state`, or `error` (access_denied …). Other
 * parameters (`iss`, `session_state`) pass through to the library, which checks `iss`.
 */
export const oidcCallbackQuery = z.looseObject({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
});
export type OidcCallbackQuery = z.infer<typeof oidcCallbackQuery>;

/** `POST /api/auth/oidc/exchange`: the one-time code of the landing page, single use, ~60 s. */
export const oidcExchange = z.strictObject({
  code: text('缺少登录凭证').min(1, '缺少登录凭证').max(200, '登录凭证无效'),
});
export type OidcExchange = z.infer<typeof oidcExchange>;

/**
 * What logout answers: nothing, or — for a session signed in through a provider that offers
 * RP-initiated logout — the provider's address that ends the sign-in there too.
 */
export const logoutResult = z.object({ endSessionUrl: z.string().url() }).nullable();
export type LogoutResult = z.infer<typeof logoutResult>;
