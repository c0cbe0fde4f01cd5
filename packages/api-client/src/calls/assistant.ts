import type { ListQuery, TokenStore } from '../types';
import type { AlertCount, AlertEvent, Finding, Page } from '@cep/contract';
import { endpoints } from '../endpoints';
import { followEvents, type SessionEnded } from './event-stream';
import type { Send } from './send';

/** An alert event's shape: it carries the unread count. */
const isAlertEvent = (event: unknown): event is AlertEvent =>
  typeof (event as Partial<AlertEvent> | null)?.unread === 'number';

/** The assistant (issue 14): suggestions, reminders and alerts for clinicians. */
export interface AssistantCalls {
  /**
   * `GET /api/recommendation/list`: the assistant's suggestions and reminders for the caller's
   * patients (one patient with `patientId`), newest first, each with the numbers it used.
   */
  listRecommendations(query?: ListQuery<'listRecommendations'>): Promise<Page<Finding>>;
  /** `POST /api/recommendation/accept`: applies the suggestion to the plan; an old one → 40901. */
  acceptRecommendation(id: number): Promise<Finding>;
  /** `POST /api/recommendation/reject`: closes it, with an optional reason. */
  rejectRecommendation(id: number, reason?: string): Promise<Finding>;
  /** `GET /api/alert/list`: missed-session and decline alerts, with whether the caller read each. */
  listAlerts(query?: ListQuery<'listAlerts'>): Promise<Page<Finding>>;
  /** `GET /api/alert/count`: the caller's unread alerts. */
  countAlerts(): Promise<AlertCount>;
  /** `POST /api/alert/read`: marks the given alerts (all when none given) read for the caller. */
  readAlerts(ids?: number[]): Promise<AlertCount>;
  /**
   * Follows `GET /api/alert/stream` (Server-Sent Events): `onEvent` gets the unread count on
   * connecting and again with each new alert or read. Reconnects after a drop (1 s, doubling to
   * 30 s); stops when the server refuses (signed out, no permission) or the returned function is
   * called.
   */
  streamAlerts(onEvent: (event: AlertEvent) => void): () => void;
}

/** The functions of {@link AssistantCalls}. */
export function assistantCalls(
  send: Send,
  baseURL: string,
  tokenStore: TokenStore,
  sessionEnded?: SessionEnded,
): AssistantCalls {
  return {
    listRecommendations: (query = {}) => send('listRecommendations', { params: query }),
    acceptRecommendation: (id) => send('acceptRecommendation', { data: { id } }),
    rejectRecommendation: (id, reason) =>
      send('rejectRecommendation', { data: reason ? { id, reason } : { id } }),
    listAlerts: (query = {}) => send('listAlerts', { params: query }),
    countAlerts: () => send('countAlerts'),
    readAlerts: (ids) => send('readAlerts', { data: ids ? { ids } : {} }),
    streamAlerts: (onEvent) =>
      followEvents(
        `${baseURL}${endpoints.streamAlerts.path}`,
        tokenStore,
        isAlertEvent,
        onEvent,
        sessionEnded,
      ),
  };
}
