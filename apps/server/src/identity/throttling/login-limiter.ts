import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { RedisLoginLimiter } from './login-limiter-redis';
import {
  longestWindow,
  retryAfterSeconds,
  waitMs,
  type KeyState,
  type LimitCheck,
  type LimiterVerdict,
  type LoginLimiter,
  type Reservation,
} from './login-limits';

/**
 * The limiter on table `login_failures` (one row per counted attempt and key, `attempt` naming the
 * attempt). The database clock decides what is in a window, so instances with drifting clocks
 * still agree.
 */
export class DbLoginLimiter implements LoginLimiter {
  private lastSweep = 0;

  constructor(private readonly db: Kysely<Tables>) {}

  async attempt(checks: readonly LimitCheck[]): Promise<LimiterVerdict> {
    await this.sweep(longestWindow(checks));
    const id = randomUUID();
    return this.db.transaction().execute(async (trx) => {
      // Attempts on a key take turns (transaction-scoped advisory locks, taken in one order so
      // two attempts never wait on each other), so checking and counting act as one step even
      // across server instances.
      for (const key of [...new Set(checks.map((check) => check.key))].sort()) {
        await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
      }
      let refused: { wait: number; check: LimitCheck } | undefined;
      for (const check of checks) {
        const wait = waitMs(check.rule, await stateOf(trx, check));
        if (wait > 0 && (!refused || wait > refused.wait)) refused = { wait, check };
      }
      if (refused) {
        return {
          allowed: false,
          retryAfterSeconds: retryAfterSeconds(refused.wait),
          scope: refused.check.scope,
        };
      }
      await trx
        .insertInto('login_failures')
        .values(checks.map((check) => ({ limiter_key: check.key, attempt: id })))
        .execute();
      return { allowed: true, reservation: { id, checks } };
    });
  }

  async succeeded(reservation: Reservation): Promise<void> {
    const keys = reservation.checks.map((check) => check.key);
    const forget = reservation.checks.filter((c) => c.forgetOnSuccess).map((c) => c.key);
    await this.db
      .deleteFrom('login_failures')
      .where('limiter_key', 'in', keys)
      .where((eb) =>
        eb.or([
          eb('attempt', '=', reservation.id),
          ...(forget.length > 0 ? [eb('limiter_key', 'in', forget)] : []),
        ]),
      )
      .execute();
  }

  async close(): Promise<void> {
    // The app's pool is not ours to end.
  }

  /** Rows that left every window count for nothing: drop them, at most once a minute. */
  private async sweep(windowMs: number): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await sql`DELETE FROM login_failures
               WHERE at < now() - (${windowMs}::bigint * interval '1 millisecond')`.execute(
      this.db,
    );
  }
}

/** A key's counted failures within its rule's window, by the database's clock. */
async function stateOf(trx: Kysely<Tables>, check: LimitCheck): Promise<KeyState> {
  const window = sql`(${check.rule.windowMs}::bigint * interval '1 millisecond')`;
  const nth = check.rule.kind === 'window' ? check.rule.max - 1 : 0;
  const { rows } = await sql<{
    now: number;
    count: number;
    last: number | null;
    nth: number | null;
  }>`
    WITH recent AS (
      SELECT at FROM login_failures WHERE limiter_key = ${check.key} AND at > now() - ${window}
    )
    SELECT (extract(epoch FROM now()) * 1000)::float8 AS now,
           (SELECT count(*) FROM recent)::int AS count,
           (SELECT extract(epoch FROM max(at)) * 1000 FROM recent)::float8 AS last,
           (SELECT extract(epoch FROM at) * 1000 FROM recent
             ORDER BY at DESC OFFSET ${nth} LIMIT 1)::float8 AS nth`.execute(trx);
  const row = rows[0];
  return row ?? { now: Date.now(), count: 0, last: null, nth: null };
}

/*
 * One limiter per app (per Kysely instance, which each app owns), made on first use so an app that
 * never sees a login never connects to Redis. The app closes it through closeLoginLimiter().
 */
const limiters = new WeakMap<Kysely<Tables>, LoginLimiter>();

export function loginLimiterFor(
  db: Kysely<Tables>,
  settings: { redisUrl?: string | undefined; redisKeyPrefix?: string | undefined },
): LoginLimiter {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = settings.redisUrl
      ? new RedisLoginLimiter(settings.redisUrl, { prefix: settings.redisKeyPrefix })
      : new DbLoginLimiter(db);
    limiters.set(db, limiter);
  }
  return limiter;
}

export async function closeLoginLimiter(db: Kysely<Tables>): Promise<void> {
  const limiter = limiters.get(db);
  limiters.delete(db);
  await limiter?.close();
}
