import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { authenticate } from '../platform/auth/sessions';
import type { Pool } from '../platform/db/pool';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { concernsPerson, type AccessWatch } from '../platform/live/access-watch';
import { requireDeviceView } from './access';

/*
 * Live signal streams re-authorized while they run (issue 28, item 4). A stream is allowed when it
 * opens (routes.ts); the right can go away later: a recording starts on the device for a patient
 * the viewer may not see, or the viewer's roles or care teams change. Each such change is
 * NOTIFYed on `live_access` (migrations 0028, 0029) and every instance checks the streams it holds
 * again, at once (platform/live/access-watch.ts): one the viewer may no longer see ends. The
 * client's reconnection is then answered 40301 with the reason (api-client's followSignalDevice
 * hands it to the page), so the viewer reads why it stopped.
 */

export interface LiveViewer {
  deviceId: number;
  token: string;
  /** The viewer's account: an ended session of theirs is checked at once. */
  userId: number;
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
  /** Ends every stream this instance holds (their clients reconnect elsewhere). */
  close(): void;
}

/** The patient a device's live signal belongs to now: the one its running recording is of. */
export async function devicePatient(db: Kysely<Tables>, deviceId: number): Promise<number | null> {
  const { rows } = await sql<{ patient_id: number }>`
    SELECT r.patient_id FROM recording_devices rd JOIN recordings r ON r.id = rd.recording_id
     WHERE rd.device_id = ${deviceId} AND rd.active`.execute(db);
  return rows[0]?.patient_id ?? null;
}

export function createLiveAccessWatch(options: {
  access: AccessWatch;
  pool: Pool;
  db: Kysely<Tables>;
  log: FastifyBaseLogger;
  sessionMaxAgeMs?: number | undefined;
}): LiveAccessWatch {
  const { access, pool, db, log, sessionMaxAgeMs } = options;
  const viewers = new Set<LiveViewer>();

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

  return {
    async prepare() {
      const ticket = await access.prepare();
      return {
        watch(viewer) {
          viewers.add(viewer);
          const device = `device:${viewer.deviceId}`;
          const ofViewer = concernsPerson(viewer.userId);
          const unwatch = ticket.watch({
            concerns: (notice) => ofViewer(notice) || notice === device,
            recheck: async () => {
              if (viewers.has(viewer) && !(await mayStillView(viewer))) viewer.end();
            },
          });
          return () => {
            viewers.delete(viewer);
            unwatch();
          };
        },
        cancel: () => ticket.cancel(),
      };
    },
    close() {
      for (const viewer of [...viewers]) viewer.end();
      viewers.clear();
    },
  };
}
