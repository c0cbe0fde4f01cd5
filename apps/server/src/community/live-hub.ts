import type { CommunityEvent } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import {
  createEventStreamHub,
  type EventStreamHub,
  type EventStreamOptions,
} from '../platform/live/event-stream-hub';
import { COMMUNITY_CHANNEL } from './live';
import { viewerOf, type Viewer } from './viewer';

/*
 * The community's live feed (issue 16) on the server's one live-feed pattern
 * (event-stream-hub.ts): a change (a post approved or hidden, a session added…) is NOTIFYed in its
 * transaction (live.ts). Each instance tells the streams it holds whose callers may read that
 * group; the page then reads again through the normal calls, so a hidden post leaves every
 * patient's screen at once and the server never sends it again. When anyone's roles change, each
 * stream is re-authorized (event-stream-hub.ts): a caller who is now someone else (an admin made a
 * doctor, a doctor's record gone) is told `ready`, reads again with the rights they have now, and
 * hears only what those reach from then on.
 */

export interface CommunityHubOptions extends EventStreamOptions {
  sql: Kysely<Tables>;
}

export type CommunityHub = EventStreamHub<{ viewer: Viewer }>;

/** The first message, and the one after a lost connection: the page reads what it shows now. */
const READY: CommunityEvent = { kind: 'ready', groupId: null };

export function createCommunityHub(options: CommunityHubOptions): CommunityHub {
  const { sql, log } = options;

  /** Who reads a group: its doctor, the admin, its members. */
  async function readersOf(groupId: number) {
    const group = await sql
      .selectFrom('patient_groups')
      .select('doctor_id')
      .where('id', '=', groupId)
      .executeTakeFirst();
    const members = await sql
      .selectFrom('patient_group_members')
      .select('patient_id')
      .where('group_id', '=', groupId)
      .execute();
    return { doctorId: group?.doctor_id, patients: new Set(members.map((m) => m.patient_id)) };
  }

  return createEventStreamHub<{ viewer: Viewer }, CommunityEvent>(
    {
      kind: 'community',
      channel: COMMUNITY_CHANNEL,
      first: () => READY,
      async deliver(payload, subscribers) {
        if (subscribers.size === 0) return;
        const event = JSON.parse(payload) as CommunityEvent;
        try {
          const readers = event.groupId === null ? undefined : await readersOf(event.groupId);
          for (const subscriber of subscribers) {
            const { viewer } = subscriber.who;
            const reads =
              !readers ||
              viewer.kind === 'admin' ||
              (viewer.kind === 'doctor' && viewer.doctorId === readers.doctorId) ||
              // A member who was just removed still hears that their group changed (and then
              // finds it gone); nothing but the group's id is said.
              (viewer.kind === 'patient' &&
                viewer.patientId !== null &&
                (readers.patients.has(viewer.patientId) || event.kind === 'groups'));
            if (reads) subscriber.send(event);
          }
        } catch (error) {
          log.warn({ err: error }, 'community notice delivery failed');
        }
      },
      async reauthorize(subscriber, session) {
        const viewer = await viewerOf(sql, session);
        if (sameViewer(viewer, subscriber.who.viewer)) return;
        subscriber.who = { ...subscriber.who, viewer };
        subscriber.send(READY);
      },
      // Notices may have been missed: everyone reads everything again.
      resync(subscribers) {
        for (const subscriber of subscribers) subscriber.send(READY);
      },
    },
    options,
  );
}

/** Whether two viewers reach the same groups (their names may differ). */
function sameViewer(a: Viewer, b: Viewer): boolean {
  if (a.kind !== b.kind || a.userId !== b.userId) return false;
  if (a.kind === 'doctor' && b.kind === 'doctor') return a.doctorId === b.doctorId;
  if (a.kind === 'patient' && b.kind === 'patient') return a.patientId === b.patientId;
  return true;
}
