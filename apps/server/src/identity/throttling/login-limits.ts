/**
 * Sign-in throttling: the rules, and what a limiter store (PostgreSQL, login-limiter.ts, or Redis,
 * login-limiter-redis.ts) must do with them. Kept apart from both stores so neither imports the
 * other (the factory in login-limiter.ts picks one).
 *
 * Three counters are checked together for every sign-in (login-throttle.ts):
 *  - per (network, username): a hard limit — 5 failures per 15 minutes, then refused until the
 *    oldest leaves the window. Blocks one source guessing one account.
 *  - per account, across networks: a progressive delay, not a lock-out — after 10 failures in an
 *    hour each further attempt must wait twice as long as the last (1 s, 2 s, 4 s … at most 5
 *    minutes). A distributed guesser is slowed to a crawl while the real user, at worst, waits.
 *  - per network (an IPv4 address or an IPv6 /64): a hard limit — 50 failures per 15 minutes
 *    across usernames. Blocks one source spraying many accounts.
 *
 * An attempt is counted *before* its password is checked and withdrawn when it signs in. Counting
 * afterwards would let a burst of parallel guesses all pass the check while their scrypt runs;
 * counting first bounds the guesses whatever the concurrency. A refused attempt is never counted
 * (that would extend a block for ever).
 */

/** At most `max` counted failures in a sliding `windowMs`. */
export interface WindowRule {
  kind: 'window';
  max: number;
  windowMs: number;
}

/**
 * Failures in a sliding `windowMs` beyond `free` make the next attempt wait
 * `baseDelayMs · 2^(failures − free)` (at most `maxDelayMs`) after the last one.
 */
export interface DelayRule {
  kind: 'delay';
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

export type LimitRule = WindowRule | DelayRule;

/** Which counter a check is: named in the audit log and in tests. */
export type LimitScope = 'source' | 'account' | 'network';

export interface LimitCheck {
  scope: LimitScope;
  key: string;
  rule: LimitRule;
  /** On a successful sign-in the key's failures are all forgotten (else only this attempt's). */
  forgetOnSuccess: boolean;
}

/** An allowed attempt, counted on every key until it succeeds. */
export interface Reservation {
  /** Unique per attempt: how a store finds this attempt's entries again. */
  id: string;
  checks: readonly LimitCheck[];
}

export type LimiterVerdict =
  | { allowed: true; reservation: Reservation }
  | { allowed: false; retryAfterSeconds: number; scope: LimitScope };

export interface LoginLimiter {
  /**
   * Checks every rule and, only if all allow, counts the attempt on every key — one atomic step,
   * even across server instances. Refused: the longest wait among the refusing rules.
   */
  attempt(checks: readonly LimitCheck[]): Promise<LimiterVerdict>;
  /** The attempt signed in: withdrawn everywhere; `forgetOnSuccess` keys lose all failures. */
  succeeded(reservation: Reservation): Promise<void>;
  /** Lets go of connections the limiter opened itself (not the app's pool). */
  close(): Promise<void>;
}

export interface LoginLimits {
  source: WindowRule;
  account: DelayRule;
  network: WindowRule;
}

const minute = 60 * 1000;

export const defaultLoginLimits: LoginLimits = {
  source: { kind: 'window', max: 5, windowMs: 15 * minute },
  account: {
    kind: 'delay',
    free: 10,
    baseDelayMs: 1000,
    maxDelayMs: 5 * minute,
    windowMs: 60 * minute,
  },
  network: { kind: 'window', max: 50, windowMs: 15 * minute },
};

/** What a store knows of one key: its counted failures in the rule's window, epoch ms. */
export interface KeyState {
  now: number;
  count: number;
  /** The most recent failure. */
  last: number | null;
  /** For a window rule: the `max`-th most recent failure (when there are that many). */
  nth: number | null;
}

/** Milliseconds until the rule allows an attempt on a key in `state` (≤ 0: allowed now). */
export function waitMs(rule: LimitRule, state: KeyState): number {
  if (rule.kind === 'window') {
    if (state.count < rule.max || state.nth === null) return 0;
    return state.nth + rule.windowMs - state.now;
  }
  if (state.count < rule.free || state.last === null) return 0;
  return state.last + delayAfter(rule, state.count) - state.now;
}

/** The wait a delay rule imposes after `failures` counted failures. */
export function delayAfter(rule: DelayRule, failures: number): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.baseDelayMs * 2 ** (failures - rule.free), rule.maxDelayMs);
}

/** Seconds for a Retry-After header: whole seconds, at least 1. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** The longest window of the rules: older entries count for nothing. */
export function longestWindow(checks: readonly LimitCheck[]): number {
  return Math.max(...checks.map((check) => check.rule.windowMs));
}
