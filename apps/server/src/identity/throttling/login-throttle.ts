import { clientNetwork } from '../../platform/http/client-network';
import type { LimitCheck, LoginLimits } from './login-limits';

/**
 * The three counters one sign-in attempt is checked against (see login-limits.ts). Keys are
 * `<network>|<username>`, `account|<username>` and `network|<network>`; a network never holds `|`
 * and never is `account` or `network`, so keys of different scopes never meet. Usernames are
 * compared without case, as sign-in does.
 */
export function loginChecks(username: string, ip: string, limits: LoginLimits): LimitCheck[] {
  const name = username.toLowerCase();
  const network = clientNetwork(ip);
  return [
    { scope: 'source', key: `${network}|${name}`, rule: limits.source, forgetOnSuccess: true },
    { scope: 'account', key: `account|${name}`, rule: limits.account, forgetOnSuccess: true },
    // A sign-in proves nothing about the other accounts tried from the same network.
    { scope: 'network', key: `network|${network}`, rule: limits.network, forgetOnSuccess: false },
  ];
}
