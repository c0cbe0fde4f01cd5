import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import { RedisLoginLimiter } from './login-limiter-redis';

/**
 * Login throttling: at most `maxFailures` failed sign-ins per key (username + IP) within a sliding
 * `windowMs`; past that, attempts are refused without checking the password until the oldest
 * counted failure leaves the window. The state lives outside the process (PostgreSQL, or Redis
 * when configured) so every server instance shares it.
 *
 * An attempt is counted as a failure *before* the password is checked, and the count is forgotten
 * only when it succeeds. Counting afterwards would let a burst of parallel guesses all pass the
 * check while their scrypt runs; counting first bounds the guesses per window to `maxFailures`
 * whatever the concurrency.
 */
export interface LoginLimiter {
  /** Reserves an attempt for `key`, or refuses it with the seconds until one is allowed again. */
  attempt(key: string): Promise<LimiterVerdict>;
  /** The attempt signed in: the key's failures are forgotten. */
  succeeded(key: string): Promise<void>;
  /** Lets go of connections the limiter opened itself (not the app's pool). */
  close(): Promise<void>;
}

export type LimiterVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface LimiterOptions {
  /** Failures allowed in a window. @default 5 */
  maxFailures?: number;
  /** @default 15 minutes */
  windowMs?: number;
}

export const defaultLimits = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

/** `203.0.113.7|zhang` — an IP never holds `|`, so no two (IP, username) pairs share a key. */
export function limiterKey(username: string, ip: string): string {
  return `${ip}|${username.toLowerCase()}`;
}

/** Seconds for a Retry-After header: whole seconds, at least 1. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * The limiter on table `login_failures` (one row per counted failure). The database clock decides
 * what is in the window, so instances with drifting clocks still agree.
 */
export class DbLoginLimiter implements LoginLimiter {
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<Tables>,
    options: LimiterOptions = {},
  ) {
    this.maxFailures = options.maxFailures ?? defaultLimits.maxFailures;
    this.windowMs = options.windowMs ?? defaultLimits.windowMs;
  }

  async attempt(key: string): Promise<LimiterVerdict> {
    await this.sweep();
    const window = sql`(${this.windowMs}::bigint * interval '1 millisecond')`;
    // Attempts on one key take turns (a transaction-scoped advisory lock on the key), so the count
    // and the insert act as one step even across server instances: of any number of concurrent
    // attempts exactly the ones that fit in the window are let through.
    const row = await this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
      const { rows } = await sql<{ allowed: number; retry_ms: number | null }>`
        WITH recent AS (
          SELECT at FROM login_failures
           WHERE limiter_key = ${key} AND at > now() - ${window}
           ORDER BY at DESC LIMIT ${this.maxFailures}
        ), counted AS (
          INSERT INTO login_failures (limiter_key)
          SELECT ${key} WHERE (SELECT count(*) FROM recent) < ${this.maxFailures}
          RETURNING id
        )
        SELECT (SELECT count(*) FROM counted)::int AS allowed,
               (SELECT extract(epoch FROM (min(at) + ${window} - now())) * 1000
                  FROM recent)::float8 AS retry_ms`.execute(trx);
      return rows[0];
    });
    if (!row || row.allowed === 1) return { allowed: true };
    // A refused attempt is not counted: that would extend the block for ever.
    return { allowed: false, retryAfterSeconds: retryAfterSeconds(row.retry_ms ?? this.windowMs) };
  }

  async succeeded(key: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('limiter_key', '=', key).execute();
  }

  async close(): Promise<void> {
    // The app's pool is not ours to end.
  }

  /** Rows that left the window count for nothing: drop them, at most once a minute. */
  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await sql`DELETE FROM login_failures
               WHERE at < now() - (${this.windowMs}::bigint * interval '1 millisecond')`.execute(
      this.db,
    );
  }
}

/*
 * One limiter per app (per Kysely instance, which each app owns), made on first use so an app that
 * never sees a login never connects to Redis. The app closes it through closeLoginLimiter().
 */
const limiters = new WeakMap<Kysely<Tables>, LoginLimiter>();

export function loginLimiterFor(
  db: Kysely<Tables>,
  settings: { redisUrl?: string | undefined },
): LoginLimiter {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = settings.redisUrl ? new RedisLoginLimiter(settings.redisUrl) : new DbLoginLimiter(db);
    limiters.set(db, limiter);
  }
  return limiter;
}

export async function closeLoginLimiter(db: Kysely<Tables>): Promise<void> {
  const limiter = limiters.get(db);
  limiters.delete(db);
  await limiter?.close();
}
