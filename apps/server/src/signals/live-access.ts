import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { authenticate } from '../platform/auth/sessions';
import type { Pool } from '../platform/db/pool';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { createNoticeListener } from '../platform/live/notice-listener';
import { requireDeviceView } from './access';

/*
 * Live signal streams re-authorized while they run (issue 28, item 4). A stream is allowed when it
 * opens (routes.ts); the right can go away later: a recording starts on the device for a patient
 * the viewer may not see, or the viewer's roles or care teams change. Triggers NOTIFY each such
 * change on `signal_live_access` (migration 0028) in the transaction that makes it, so every
 * instance hears it once it is committed and checks the streams it holds again, at once: one the
 * viewer may no longer see ends. The client's reconnection is then answered 40301 with the reason
 * (api-client's followSignalDevice hands it to the page), so the viewer reads why it stopped.
 */

export const LIVE_ACCESS_CHANNEL = 'signal_live_access';

export interface LiveViewer {
  deviceId: number;
  token: string;
  /** Ends the stream. */
  end(): void;
}

export interface LiveAccessTicket {
  /** Watches the viewer from now on (checked at once if a change came since the ticket); answers the unwatch. */
  watch(viewer: LiveViewer): () => void;
  /** The stream did not open after all. */
  cancel(): void;
}

export interface LiveAccessWatch {
  /**
   * Listens before a stream is authorized, so no change after its check goes unheard; the ticket
   * must be used or cancelled.
   */
  prepare(): Promise<LiveAccessTicket>;
  close(): Promise<void>;
}

/** The patient a device's live signal belongs to now: the one its running recording is of. */
export async function devicePatient(db: Kysely<Tables>, deviceId: number): Promise<number | null> {
  const { rows } = await sql<{ patient_id: number }>`
    SELECT r.patient_id FROM recording_devices rd JOIN recordings r ON r.id = rd.recording_id
     WHERE rd.device_id = ${deviceId} AND rd.active`.execute(db);
  return rows[0]?.patient_id ?? null;
}

export function createLiveAccessWatch(options: {
  pool: Pool;
  db: Kysely<Tables>;
  log: FastifyBaseLogger;
  sessionMaxAgeMs?: number | undefined;
}): LiveAccessWatch {
  const { pool, db, log, sessionMaxAgeMs } = options;
  const viewers = new Set<LiveViewer>();
  let preparing = 0;
  /** Counts the changes heard: a ticket older than the last one is checked when it is used. */
  let changes = 0;
  /** What the next pass checks: every stream, or those of these devices. */
  let dueAll = false;
  const dueDevices = new Set<number>();
  let running: Promise<void> | undefined;

  const listener = createNoticeListener({
    pool,
    channel: LIVE_ACCESS_CHANNEL,
    log,
    wanted: () => viewers.size + preparing > 0,
    onNotice: (payload) => {
      changes++;
      const device = /^device:(\d+)$/.exec(payload);
      if (device) dueDevices.add(Number(device[1]));
      else dueAll = true;
      schedule();
    },
    // Notices may have been missed while the connection was down.
    onReconnect: () => {
      changes++;
      dueAll = true;
      schedule();
    },
  });

  /** Whether the viewer may still see the device; only a definite no ends a stream. */
  async function mayStillView(viewer: LiveViewer): Promise<boolean> {
    try {
      const session = await authenticate(pool, viewer.token, sessionMaxAgeMs);
      if (!session.permissions.includes('recording:record')) return false;
      await requireDeviceView(db, session, await devicePatient(db, viewer.deviceId));
      return true;
    } catch (error) {
      if (error instanceof ApiError) return false;
      log.warn({ err: error }, 'live signal re-authorization failed');
      return true;
    }
  }

  async function check(viewer: LiveViewer): Promise<void> {
    if (viewers.has(viewer) && !(await mayStillView(viewer))) viewer.end();
  }

  /** One pass at a time; notices during a pass are checked by the next. */
  function schedule(): void {
    running ??= (async () => {
      while (dueAll || dueDevices.size > 0) {
        const all = dueAll;
        const devices = new Set(dueDevices);
        dueAll = false;
        dueDevices.clear();
        const concerned = [...viewers].filter((viewer) => all || devices.has(viewer.deviceId));
        await Promise.all(concerned.map(check));
      }
    })().finally(() => {
      running = undefined;
    });
  }

  function released(): void {
    if (viewers.size + preparing === 0) void listener.unlisten();
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
        watch(viewer) {
          if (!spend()) throw new Error('a live access ticket is used once');
          viewers.add(viewer);
          if (changes !== since) void check(viewer);
          return () => {
            if (viewers.delete(viewer)) released();
          };
        },
        cancel() {
          if (spend()) released();
        },
      };
    },
    async close() {
      for (const viewer of [...viewers]) viewer.end();
      viewers.clear();
      await listener.close();
    },
  };
}
