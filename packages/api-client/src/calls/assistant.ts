import type { AlertEvent } from '@cep/contract';
import { endpoints } from '../endpoints';
import type { TokenStore } from '../types';
import type { ApiClient } from '../types';
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

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/**
 * The `data:` lines of a Server-Sent Events body, one parsed event each. `fetch` (not EventSource,
 * which cannot send the `token` header) reads the stream.
 */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: AlertEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith('event: end')) return;
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (!data) continue; // a heartbeat comment
      // The server checks what it sends against the contract; the browser keeps only the shape
      // check (the contract's schemas would add their weight to every first load).
      const event = JSON.parse(data) as AlertEvent;
      if (typeof event.unread === 'number') onEvent(event);
    }
  }
}

function watch(baseURL: string, tokenStore: TokenStore) {
  return (onEvent: (event: AlertEvent) => void) => {
    const controller = new AbortController();
    let retryMs = FIRST_RETRY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      const token = tokenStore.getToken();
      if (!token || controller.signal.aborted) return;
      try {
        const response = await fetch(`${baseURL}${endpoints.streamAlerts.path}`, {
          headers: { token, accept: 'text/event-stream' },
          signal: controller.signal,
          cache: 'no-store',
        });
        const type = response.headers.get('content-type') ?? '';
        // A refusal comes as the JSON envelope: signed out or not allowed, so no retry.
        if (!response.ok || !type.startsWith('text/event-stream') || !response.body) return;
        retryMs = FIRST_RETRY_MS;
        await readEvents(response.body, onEvent);
      } catch {
        if (controller.signal.aborted) return;
      }
      // The server ended the stream (its lifetime, a restart) or the network dropped: again.
      timer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    };
    void connect();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  };
}

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
    streamAlerts: watch(baseURL, tokenStore),
  };
}
