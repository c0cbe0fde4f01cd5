import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from '../db/pool';
import { createNoticeListener } from './notice-listener';

/*
 * Long-lived connections re-authorized while they run (issue 28, item 4). A stream or socket is
 * allowed when it opens; the right can go away later: the viewer's roles or care teams change, an
 * account is disabled, a recording starts on a device, a device's key is rotated. Triggers NOTIFY
 * each such change on `live_access` (migrations 0028, 0029) in the transaction that makes it, so
 * every instance hears it once it is committed and checks the connections it holds again, at
 * once. The payload says what changed: `people` (anyone's roles, care teams, doctor or patient
 * records, account status: the notice does not say whose), `session:<user id>` (a session of that
 * user ended: only their connections check again) or `device:<id>`.
 *
 * This is the kernel's part only: one LISTEN connection per instance while anything is watched,
 * and one pass of re-checks at a time. What a connection holds, how it is checked and how it ends
 * (with which reason) is its area's: each holder says which notices concern it and checks itself.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Re-authorizes this instance's long-lived connections when access changes (access-watch.ts). */
    liveAccess: AccessWatch;
  }
}

export const LIVE_ACCESS_CHANNEL = 'live_access';

/**
 * The notice of a session of this user that ended (logout, 我的登录设备, an admin's 结束全部登录,
 * a displacing sign-in: migration 0035's trigger): the user's connections check their session.
 */
export function sessionEndedNotice(userId: number): string {
  return `session:${userId}`;
}

/** Whether a notice may concern a connection held by `userId`: anyone's access, or their session. */
export function concernsPerson(userId: number): (notice: string) => boolean {
  const ended = sessionEndedNotice(userId);
  return (notice) => notice === 'people' || notice === ended;
}

/** At most this many holders are re-checked at once (each check is a query or two). */
const CHECKS_AT_ONCE = 16;

export interface AccessHolder {
  /** Whether a notice (`people`, `device:<id>`…) may concern this connection. */
  concerns(notice: string): boolean;
  /**
   * Checks the connection's right again and ends it, with its reason, if the right is gone. A
   * rejection is logged and the connection kept: only a definite no ends one.
   */
  recheck(): Promise<void>;
}

export interface AccessTicket {
  /** Watches the holder from now on (re-checked at once if a change came since the ticket); answers the unwatch. */
  watch(holder: AccessHolder): () => void;
  /** The connection did not open after all. */
  cancel(): void;
}

export interface AccessWatch {
  /**
   * Listens before a connection is authorized, so no change after its check goes unheard; the
   * ticket must be used or cancelled.
   */
  prepare(): Promise<AccessTicket>;
  close(): Promise<void>;
}

export function createAccessWatch(options: {
  pool: Pool;
  log: FastifyBaseLogger;
  /** @default LIVE_ACCESS_CHANNEL */
  channel?: string;
}): AccessWatch {
  const { pool, log } = options;
  const holders = new Set<AccessHolder>();
  let preparing = 0;
  /** Counts the changes heard: a ticket older than the last one is checked when it is used. */
  let changes = 0;
  /** What the next pass checks: every holder, or those these notices concern. */
  let dueAll = false;
  const dueNotices = new Set<string>();
  let running: Promise<void> | undefined;

  const listener = createNoticeListener({
    pool,
    channel: options.channel ?? LIVE_ACCESS_CHANNEL,
    log,
    wanted: () => holders.size + preparing > 0,
    onNotice: (payload) => {
      changes++;
      dueNotices.add(payload);
      schedule();
    },
    // Notices may have been missed while the connection was down.
    onReconnect: () => {
      changes++;
      dueAll = true;
      schedule();
    },
  });

  async function check(holder: AccessHolder): Promise<void> {
    if (!holders.has(holder)) return;
    try {
      await holder.recheck();
    } catch (error) {
      log.warn({ err: error }, 'live access re-check failed');
    }
  }

  /** One pass at a time; notices during a pass are checked by the next. */
  function schedule(): void {
    running ??= (async () => {
      while (dueAll || dueNotices.size > 0) {
        const all = dueAll;
        const notices = [...dueNotices];
        dueAll = false;
        dueNotices.clear();
        const concerned = [...holders].filter(
          (holder) => all || notices.some((notice) => holder.concerns(notice)),
        );
        for (let i = 0; i < concerned.length; i += CHECKS_AT_ONCE) {
          await Promise.all(concerned.slice(i, i + CHECKS_AT_ONCE).map(check));
        }
      }
    })().finally(() => {
      running = undefined;
    });
  }

  function released(): void {
    if (holders.size + preparing === 0) void listener.unlisten();
  }

  return {
    async prepare() {
      preparing++;
      try {
        await listener.listen();
      } catch (error) {
        preparing--;
        throw error;
      }
      const since = changes;
      let used = false;
      const spend = () => {
        if (used) return false;
        used = true;
        preparing--;
        return true;
      };
      return {
        watch(holder) {
          if (!spend()) throw new Error('a live access ticket is used once');
          holders.add(holder);
          if (changes !== since) void check(holder);
          return () => {
            if (holders.delete(holder)) released();
          };
        },
        cancel() {
          if (spend()) released();
        },
      };
    },
    async close() {
      holders.clear();
      await listener.close();
    },
  };
}
