import type { CallName } from '@cep/contract';
import { clientNetwork } from '../../platform/http/client-network';
import { ApiError } from '../../platform/http/api-error';
import type { CallContext } from '../../platform/calls/context';
import { loginLimiterFor } from '../throttling/login-limiter';
import type { LimitCheck, LoginLimits } from '../throttling/login-limits';
import { throttled } from '../password-check';

/**
 * The counters a second-factor attempt (a TOTP or recovery code) is checked against: the
 * account's own code counter (the source rule of passwords: 5 wrong codes per 15 minutes, then
 * refused — a million codes are not to be guessed from a stolen password) and the network counter
 * passwords count on too. Keys `totp|<username>` never meet the password keys (a network is never
 * `totp`).
 */
function codeChecks(username: string, ip: string, limits: LoginLimits): LimitCheck[] {
  return [
    {
      scope: 'account',
      key: `totp|${username.toLowerCase()}`,
      rule: limits.source,
      forgetOnSuccess: true,
    },
    {
      scope: 'network',
      key: `network|${clientNetwork(ip)}`,
      rule: limits.network,
      forgetOnSuccess: false,
    },
  ];
}

/**
 * Runs `check` (true = the code was right and is now used) under the code counters, counted before
 * it runs like a password: 42901 when throttled, 40130 when wrong. `onRefused` writes the audit
 * line of a refused attempt ('denied' throttled, 'failure' wrong) before the error is thrown.
 */
export async function throttledCode<N extends CallName>(
  ctx: CallContext<N>,
  limits: LoginLimits,
  username: string,
  check: () => Promise<boolean>,
  onRefused: (outcome: 'denied' | 'failure') => Promise<void>,
): Promise<void> {
  const limiter = loginLimiterFor(ctx.sql, ctx.settings);
  const verdict = await limiter.attempt(codeChecks(username, ctx.ip, limits));
  if (!verdict.allowed) {
    ctx.request.log.info({ scope: verdict.scope }, 'second-factor attempt throttled');
    await onRefused('denied');
    throw throttled(ctx, verdict.retryAfterSeconds);
  }
  if (!(await check())) {
    await onRefused('failure');
    throw new ApiError(40130);
  }
  await limiter.succeeded(verdict.reservation);
}
