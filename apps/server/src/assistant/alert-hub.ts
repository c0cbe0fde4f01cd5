import type { AlertEvent } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import {
  createEventStreamHub,
  type EventStreamHub,
  type EventStreamOptions,
  type StreamSubscriber,
} from '../platform/live/event-stream-hub';
import { patientScopeOf } from '../patients/patient-scope';
import type { PatientScope } from '../patients/patients';
import { ALERT_CHANNEL, findFinding, unreadAlerts, type AlertNotice } from './findings';

/*
 * The bell's live feed (issue 14) on the server's one live-feed pattern (event-stream-hub.ts): a
 * new alert, or a clinician's reads, is NOTIFYed in the transaction that made it; each stream
 * whose patients it concerns gets the alert and its unread count. When anyone's roles or care
 * teams change, each stream is re-authorized (event-stream-hub.ts): a clinician who lost
 * `alert:list` is cut off with the reason; the others get their scope again from the session and
 * their unread count anew when it changed (a patient taken off their team leaves the count at
 * once, and that patient's alerts are no longer theirs: findFinding reads the team when it
 * delivers).
 */

export interface AlertHubOptions extends EventStreamOptions {
  sql: Kysely<Tables>;
}

interface Clinician {
  userId: number;
  scope: PatientScope;
  /** The unread count the stream said last (a re-check that finds it unchanged says nothing). */
  shown?: number;
}

export type AlertHub = EventStreamHub<Clinician>;

export function createAlertHub(options: AlertHubOptions): AlertHub {
  const { sql, log } = options;
  const unreadOf = (who: Clinician) => unreadAlerts(sql, who.scope, who.userId);
  const tell = (subscriber: StreamSubscriber<Clinician, AlertEvent>, event: AlertEvent) => {
    subscriber.who.shown = event.unread;
    subscriber.send(event);
  };
  return createEventStreamHub<Clinician, AlertEvent>(
    {
      kind: 'alerts',
      channel: ALERT_CHANNEL,
      permission: 'alert:list',
      first: async (who) => {
        who.shown = await unreadOf(who);
        return { unread: who.shown };
      },
      async deliver(payload, subscribers) {
        const notice = JSON.parse(payload) as AlertNotice;
        for (const subscriber of subscribers) {
          const { who } = subscriber;
          try {
            if ('userId' in notice) {
              if (notice.userId !== who.userId) continue;
              tell(subscriber, { unread: await unreadOf(who) });
            } else {
              const alert = await findFinding(sql, who.scope, who.userId, notice.findingId);
              if (!alert) continue;
              tell(subscriber, { unread: await unreadOf(who), alert });
            }
          } catch (error) {
            log.warn({ err: error }, 'alert delivery failed');
          }
        }
      },
      async reauthorize(subscriber, session) {
        const who = { ...subscriber.who, scope: patientScopeOf(session) };
        const unread = await unreadOf(who);
        subscriber.who = who;
        if (unread !== who.shown) tell(subscriber, { unread });
      },
      // Everyone's count again.
      async resync(subscribers) {
        for (const subscriber of subscribers) {
          try {
            tell(subscriber, { unread: await unreadOf(subscriber.who) });
          } catch (error) {
            log.warn({ err: error }, 'alert count failed');
          }
        }
      },
    },
    options,
  );
}
