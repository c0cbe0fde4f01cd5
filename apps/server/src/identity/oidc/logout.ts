import * as client from 'openid-client';
import { signedIn, type Handler } from '../../platform/calls/context';
import type { OidcProvider } from './provider';

/**
 * RP-initiated logout: logout as before (the session ends here, with its audit line), and for a
 * session signed in through the provider, when the provider has an end_session_endpoint, the
 * address that ends the sign-in there too (id_token_hint, back to our login page). The hint is read
 * before the session ends: revoking it deletes the hint (migration 0032's trigger).
 */
export function withProviderLogout(
  logout: Handler<'logout'>,
  provider: OidcProvider | undefined,
): Handler<'logout'> {
  if (!provider) return logout;
  return async (ctx) => {
    const { session } = signedIn(ctx);
    const hint = await ctx.sql
      .selectFrom('oidc_logout_hints as h')
      .innerJoin('sessions as s', (join) =>
        join.onRef('s.user_id', '=', 'h.user_id').onRef('s.signed_in_at', '=', 'h.signed_in_at'),
      )
      .select('h.id_token')
      .where('s.token_hash', '=', session.tokenHash)
      .executeTakeFirst();
    await logout(ctx);
    if (!hint) return null;
    // The provider down: our session is over anyway; the person signs out there on their own.
    const config = await provider.configuration().catch(() => undefined);
    if (!config?.serverMetadata().end_session_endpoint) return null;
    const url = client.buildEndSessionUrl(config, {
      id_token_hint: hint.id_token,
      post_logout_redirect_uri: `${provider.settings.publicUrl}/login`,
    });
    return { endSessionUrl: url.href };
  };
}
