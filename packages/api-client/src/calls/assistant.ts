import type { AlertEvent } from '@cep/contract';
import { endpoints } from '../endpoints';
import type { TokenStore } from '../types';
import type { ApiClient } from '../types';
import { followEvents } from './event-stream';
import type { Send } from './send';

type AssistantCalls = Pick<
  ApiClient,
  | 'listRecommendations'
  | 'acceptRecommendation'
  | 'rejectRecommendation'
  | 'listAlerts'
  | 'countAlerts'
  | 'readAlerts'
  | 'streamAlerts'
>;

/** An alert event's shape: it carries the unread count. */
const isAlertEvent = (event: unknown): event is AlertEvent =>
  typeof (event as Partial<AlertEvent> | null)?.unread === 'number';

/** The assistant (issue 14): suggestions, reminders and alerts for clinicians. */
export function assistantCalls(
  send: Send,
  baseURL: string,
  tokenStore: TokenStore,
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
      followEvents(`${baseURL}${endpoints.streamAlerts.path}`, tokenStore, isAlertEvent, onEvent),
  };
}
