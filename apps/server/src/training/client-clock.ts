import { sql as raw, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';

/*
 * The server's clock is the authority (issue 28, item 6). Ward tablets and home computers keep
 * wrong clocks: one result "finished" in 2096 froze an exercise's level for good, a back-dated
 * start opened a session on a paused plan, and future-dated sessions counted as trained. So a time
 * the browser sends is believed only inside a window around the moment the server received it:
 * `now()` of the write's transaction, the database's clock, the one shared by every instance and
 * the clock of every `recorded_at` and plan status change.
 *
 * - Never later than the receive time plus CLOCK_SKEW_MS (5 minutes: a clock that drifts, not one
 *   set wrong). A time inside the skew is stored as the receive time, so no stored time is ever in
 *   the server's future, and the level engine, 今日训练, adherence, the assistant and the
 *   challenges' leaderboards never count a moment that has not happened yet.
 * - A session's start: not before the plan first went active (less the skew, for a tablet a little
 *   behind the clinician's computer); inside that window it must fall while the plan was active
 *   (its status history, on the server's clock), else 40901 as for a paused plan. A session
 *   trained offline keeps its time however late it arrives; the server cannot tell a late upload
 *   from a slow clock inside a time the plan was running, and does not try.
 * - A result's times: within its session, from the session's start (less the skew) to its finish
 *   (plus the skew), or to the receive time while the session is open. An offline result keeps its
 *   own times for display.
 *
 * Outside the window: 40001 naming the field, and saying the device's clock may be wrong (the
 * training outbox keeps a refused message aside and shows it; sending it again cannot help).
 * A message sent again with the same client id answers the stored row before any of this, so a
 * retry that arrives after the window is never refused.
 */

/** How far a device's clock may run ahead of the server's. */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** The moment the server received the write (epoch ms): its transaction's `now()`. */
export async function receivedAt(trx: Kysely<Tables>): Promise<number> {
  const { rows } = await raw<{ now: Date }>`SELECT now() AS now`.execute(trx);
  return rows[0]!.now.getTime();
}

const CLOCK_HINT = '请检查设备的日期和时间';

/** 40001 for a client time outside its window: `field` and why, in the contract's format. */
export function outsideWindow(field: string, why: string): ApiError {
  return new ApiError(40001, `参数校验失败：${field} ${why}，${CLOCK_HINT}`);
}

/**
 * A client time no later than the receive time plus the skew, answered as it will be stored: at
 * most the receive time. Later → 40001.
 */
export function notAhead(field: string, at: number, received: number): number {
  if (at > received + CLOCK_SKEW_MS) throw outsideWindow(field, '晚于服务器当前时间');
  return Math.min(at, received);
}

/**
 * The moment a stored client time counts (days trained, adherence, the assistant): the time, but
 * never later than the server received its row. Rows stored since the window refuse future times
 * already; one stored before it counts on the day it arrived, never on a day still to come.
 */
export function countedAt(at: Date, recordedAt: Date): number {
  return Math.min(at.getTime(), recordedAt.getTime());
}
