import { sql, type Kysely } from 'kysely';
import type { Tables } from './schema';

/*
 * A fixed-window counter shared by every instance: one row of rate_limit_hits per key with its
 * count and the end of its window, decided by the database's clock. The HTTP rate limit's store,
 * the message socket's `sync` limit and its once-per-window read audit all count here.
 */

export interface WindowCount {
  /** Hits in the current window, this one included (1 = the first of a new window). */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** Expired rows are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

/** Counts one hit of `key` in its window of `windowMs` and returns the window's count. */
export async function countInWindow(
  db: Kysely<Tables>,
  key: string,
  windowMs: number,
): Promise<WindowCount> {
  const now = Date.now();
  if (now - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = now;
    await sql`DELETE FROM rate_limit_hits WHERE resets_at < now()`.execute(db);
  }
  const window = sql`(${windowMs}::bigint * interval '1 millisecond')`;
  const { rows } = await sql<{ hits: number; ttl: number }>`
    INSERT INTO rate_limit_hits AS h (key, hits, resets_at)
    VALUES (${key}, 1, now() + ${window})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN h.resets_at <= now() THEN 1 ELSE h.hits + 1 END,
      resets_at = CASE WHEN h.resets_at <= now() THEN now() + ${window} ELSE h.resets_at END
    RETURNING hits, (extract(epoch FROM resets_at - now()) * 1000)::float8 AS ttl`.execute(db);
  const row = rows[0];
  return { hits: row?.hits ?? 1, ttlMs: row?.ttl ?? windowMs };
}
