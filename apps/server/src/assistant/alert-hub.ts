import type { AlertEvent } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import {
  createEventStreamHub,
  type EventStreamHub,
  type EventStreamOptions,
} from '../platform/live/event-stream-hub';
import type { PatientScope } from '../patients/patients';
import { ALERT_CHANNEL, findFinding, unreadAlerts, type AlertNotice } from './findings';

/*
 * The bell's live feed (issue 14) on the server's one live-feed pattern (event-stream-hub.ts): a
 * new alert, or a clinician's reads, is NOTIFYed in the transaction that made it; each stream
 * whose patients it concerns gets the alert and its unread count.
 */

export interface AlertHubOptions extends EventStreamOptions {
  sql: Kysely<Tables>;
}

interface Clinician {
  userId: number;
  scope: PatientScope;
}

export type AlertHub = EventStreamHub<Clinician>;

export function createAlertHub(options: AlertHubOptions): AlertHub {
  const { sql, log } = options;
  const unreadOf = (who: Clinician) => unreadAlerts(sql, who.scope, who.userId);
  return createEventStreamHub<Clinician, AlertEvent>(
    {
      kind: 'alerts',
      channel: ALERT_CHANNEL,
      first: async (who) => ({ unread: await unreadOf(who) }),
      async deliver(payload, subscribers) {
        const notice = JSON.parse(payload) as AlertNotice;
        for (const subscriber of subscribers) {
          const { who } = subscriber;
          try {
            if ('userId' in notice) {
              if (notice.userId !== who.userId) continue;
              subscriber.send({ unread: await unreadOf(who) });
            } else {
              const alert = await findFinding(sql, who.scope, who.userId, notice.findingId);
              if (!alert) continue;
              subscriber.send({ unread: await unreadOf(who), alert });
            }
          } catch (error) {
            log.warn({ err: error }, 'alert delivery failed');
          }
        }
      },
      // Everyone's count again.
      async resync(subscribers) {
        for (const subscriber of subscribers) {
          try {
            subscriber.send({ unread: await unreadOf(subscriber.who) });
          } catch (error) {
            log.warn({ err: error }, 'alert count failed');
          }
        }
      },
    },
    options,
  );
}
