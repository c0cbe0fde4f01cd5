import type { ApiCode } from '@cep/contract';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import * as client from 'openid-client';
import { recordAudit } from '../../platform/audit/audit';
import { createSession } from '../../platform/auth/sessions';
import { hashToken, newToken } from '../../platform/auth/tokens';
import type { CallContext, Handler } from '../../platform/calls/context';
import { inTransaction } from '../../platform/db/transaction';
import { ApiError } from '../../platform/http/api-error';
import { provisionExternalUser } from '../external/provision';
import { requireMethodAllowed } from '../sign-in-methods';
import { personFrom } from './person';
import { providerUnavailable, type OidcProvider } from './provider';

/*
 * Authorization code flow with PKCE (openid-client checks the answer: state, issuer, audience,
 * nonce, expiry, signature). Every step's state is in PostgreSQL, so the instance that finishes a
 * sign-in need not be the one that started it:
 *   start     → oidc_sign_ins (state hashed, nonce, PKCE verifier; 10 min, taken once) → provider
 *   callback  → takes the row, checks the answer, provisions the user, refuses a disabled account
 *               or a role not allowed to sign in this way, → oidc_handoffs (one-time code hashed,
 *               60 s) → the console's landing page with the code in the fragment (never sent to
 *               a server, so no log or Referer holds it)
 *   exchange  → takes the code, makes the session and its audit line in one transaction.
 */

const signInLifetime = sql<Date>`now() + interval '10 minutes'`;
const handoffLifetime = sql<Date>`now() + interval '60 seconds'`;
const entity = 'session';

/** A failure of the exchange with the provider, as the login page explains it. */
function providerFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // The person declined, or the provider refused them (access_denied, login_required …).
  if (error instanceof client.AuthorizationResponseError) return new ApiError(40112);
  // No answer at all (refused connection, DNS, timeout): the provider is down.
  if (
    error instanceof TypeError ||
    (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
  ) {
    return providerUnavailable(error);
  }
  // The provider answered, but the answer failed a check (or its token endpoint said no).
  return new ApiError(40113);
}

/** What a log line may say of a failure: names and protocol codes, never tokens or codes. */
function describe(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { reason: String(error).slice(0, 200) };
  const oauth = error as { code?: unknown; error?: unknown };
  return {
    reason: error.name,
    code: typeof oauth.code === 'string' || typeof oauth.code === 'number' ? oauth.code : undefined,
    error: typeof oauth.error === 'string' ? oauth.error.slice(0, 100) : undefined,
  };
}

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
}

function requireProvider(provider: OidcProvider | undefined): OidcProvider {
  if (!provider) throw new ApiError(40410);
  return provider;
}

export function oidcHandlers(provider: OidcProvider | undefined): {
  oidcStatus: Handler<'oidcStatus'>;
  oidcStart: Handler<'oidcStart'>;
  oidcCallback: Handler<'oidcCallback'>;
  oidcExchange: Handler<'oidcExchange'>;
} {
  const loginPage = (code: ApiCode) =>
    `${provider?.settings.publicUrl ?? ''}/login?oidcError=${code}`;

  const oidcStatus: Handler<'oidcStatus'> = () => ({
    enabled: provider !== undefined,
    label: provider?.settings.label ?? '',
  });

  const oidcStart: Handler<'oidcStart'> = async (ctx) => {
    const { settings, configuration } = requireProvider(provider);
    let config: client.Configuration;
    try {
      config = await configuration();
    } catch (error) {
      ctx.request.log.warn(describe((error as Error).cause ?? error), 'OIDC provider unreachable');
      return noStore(ctx.reply).redirect(loginPage(50310), 302);
    }
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    // Sign-ins never finished (the person closed the tab) go here, so the table stays small.
    await ctx.sql
      .deleteFrom('oidc_sign_ins')
      .where('expires_at', '<', sql<Date>`now()`)
      .execute();
    await ctx.sql
      .insertInto('oidc_sign_ins')
      .values({
        state_hash: hashToken(state),
        nonce,
        code_verifier: verifier,
        expires_at: signInLifetime,
      })
      .execute();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: settings.redirectUri,
      scope: settings.scopes,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return noStore(ctx.reply).redirect(url.href, 302);
  };

  /** Checks the provider's answer and returns the one-time code for the console. */
  async function finish(ctx: CallContext<'oidcCallback'>, active: OidcProvider): Promise<string> {
    const { state } = ctx.query;
    const audit = (
      outcome: 'success' | 'failure' | 'denied',
      user?: { id: number; name: string },
      db = ctx.sql,
    ) =>
      recordAudit(db, {
        actorId: user?.id ?? null,
        actorName: user?.name ?? null,
        action: 'login',
        entity,
        entityId: user?.id ?? null,
        ip: ctx.ip,
        outcome,
        detail: { method: 'oidc' },
      });
    // Taken whatever follows: a state is good for one answer, never replayed.
    const pending = state
      ? await ctx.sql
          .deleteFrom('oidc_sign_ins')
          .where('state_hash', '=', hashToken(state))
          .returning(['nonce', 'code_verifier', sql<boolean>`expires_at > now()`.as('live')])
          .executeTakeFirst()
      : undefined;
    if (!pending?.live) {
      await audit('failure');
      throw new ApiError(40110);
    }
    const config = await active.configuration();
    const currentUrl = new URL(active.settings.redirectUri);
    currentUrl.search = new URL(ctx.request.url, 'http://callback').search;
    let claims: Record<string, unknown>;
    let idToken: string | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: pending.code_verifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims() ?? {};
      idToken = tokens.id_token;
    } catch (error) {
      ctx.request.log.warn(describe(error), 'OIDC sign-in refused by the provider or its checks');
      const failure = providerFailure(error);
      await audit(failure.code === 40112 ? 'denied' : 'failure');
      throw failure;
    }
    const person = personFrom(claims, active.settings);
    if (!person.subject) throw new ApiError(40113);
    let user: Awaited<ReturnType<typeof provisionExternalUser>>;
    try {
      user = await provisionExternalUser(ctx.sql, person);
    } catch (error) {
      await audit('denied', undefined);
      throw error;
    }
    const actor = { id: user.userId, name: person.username };
    if (user.status === 'disabled') {
      await audit('denied', actor);
      throw new ApiError(40301, '该账号已停用，请联系管理员');
    }
    try {
      await requireMethodAllowed(ctx.sql, user.userId, 'oidc');
    } catch (error) {
      await audit('denied', actor);
      throw error;
    }
    const code = newToken();
    // The ID token is kept only for the logout's hint, and only if the provider offers that logout.
    const keepIdToken = Boolean(config.serverMetadata().end_session_endpoint);
    await ctx.sql
      .deleteFrom('oidc_handoffs')
      .where('expires_at', '<', sql<Date>`now()`)
      .execute();
    await ctx.sql
      .insertInto('oidc_handoffs')
      .values({
        code_hash: hashToken(code),
        user_id: user.userId,
        id_token: keepIdToken ? (idToken ?? null) : null,
        expires_at: handoffLifetime,
      })
      .execute();
    if (user.linked) {
      await ctx.audit({
        action: 'linkIdentity',
        entity: 'user',
        entityId: user.userId,
        outcome: 'success',
        detail: { provider: 'oidc' },
      });
    }
    return code;
  }

  const oidcCallback: Handler<'oidcCallback'> = async (ctx) => {
    const active = requireProvider(provider);
    try {
      const code = await finish(ctx, active);
      return noStore(ctx.reply).redirect(
        `${active.settings.publicUrl}/oidc/landing#code=${code}`,
        302,
      );
    } catch (error) {
      // Ours (database down …): logged like any failure of a call, the person told to try again.
      if (!(error instanceof ApiError))
        ctx.request.log.error({ err: error }, 'OIDC callback failed');
      const code = error instanceof ApiError ? error.code : 50000;
      return noStore(ctx.reply).redirect(loginPage(code), 302);
    }
  };

  const oidcExchange: Handler<'oidcExchange'> = async (ctx) => {
    requireProvider(provider);
    const codeHash = hashToken(ctx.body.code);
    try {
      return await inTransaction(ctx.sql, async (trx) => {
        const handoff = await trx
          .deleteFrom('oidc_handoffs')
          .where('code_hash', '=', codeHash)
          .where('expires_at', '>', sql<Date>`now()`)
          .returning(['user_id', 'id_token'])
          .executeTakeFirst();
        if (!handoff) throw new ApiError(40111);
        const user = await trx
          .selectFrom('users')
          .select(['id', 'username', 'status'])
          .where('id', '=', handoff.user_id)
          .executeTakeFirstOrThrow();
        // Disabled in the minute since the callback: refused like any sign-in.
        if (user.status === 'disabled') throw new ApiError(40301, '该账号已停用，请联系管理员');
        // The browser that exchanges the code is the one signing in (我的登录设备 shows it).
        const result = await createSession(trx, user.id, ctx.settings, {
          userAgent: ctx.request.headers['user-agent'],
          ip: ctx.ip,
          method: 'oidc',
        });
        if (handoff.id_token) await keepLogoutHint(trx, result.token, handoff.id_token, ctx);
        await recordAudit(trx, {
          actorId: user.id,
          actorName: user.username,
          action: 'login',
          entity,
          entityId: user.id,
          ip: ctx.ip,
          outcome: 'success',
          detail: { method: 'oidc' },
        });
        return result;
      });
    } catch (error) {
      if (error instanceof ApiError) {
        await ctx.audit({
          action: 'login',
          entity,
          outcome: error.code === 40301 ? 'denied' : 'failure',
          detail: { method: 'oidc' },
        });
      }
      throw error;
    }
  };

  return { oidcStatus, oidcStart, oidcCallback, oidcExchange };
}

/** The sign-in's ID token, for the logout's id_token_hint; it lives as long as the sign-in can. */
async function keepLogoutHint(
  trx: Parameters<typeof createSession>[0],
  token: string,
  idToken: string,
  ctx: CallContext<'oidcExchange'>,
): Promise<void> {
  const maxAgeMs = ctx.settings.sessionMaxAgeMs ?? 12 * 60 * 60 * 1000;
  await trx
    .deleteFrom('oidc_logout_hints')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await trx
    .insertInto('oidc_logout_hints')
    .columns(['user_id', 'signed_in_at', 'id_token', 'expires_at'])
    .expression((eb) =>
      eb
        .selectFrom('sessions')
        .select((eb) => [
          'user_id',
          'signed_in_at',
          eb.val(idToken).as('id_token'),
          sql<Date>`signed_in_at + ${Math.round(maxAgeMs)}::bigint * interval '1 millisecond'`.as(
            'expires_at',
          ),
        ])
        .where('token_hash', '=', hashToken(token)),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
