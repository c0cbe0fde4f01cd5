import { SESSION_ENDED_CODES } from '../constants';
import type { TokenStore } from '../types';

/** Told when the server says someone ended this session (40140 / 40141), by a stream or a refusal. */
export type SessionEnded = (code: number, message: string) => void;

/** The `{ code, message }` of a refusal or of `event: end`, when it has that shape. */
function refusalOf(value: unknown): { code: number; message: string } | undefined {
  const refusal = value as { code?: unknown; message?: unknown } | null;
  if (typeof refusal?.code !== 'number') return undefined;
  return {
    code: refusal.code,
    message: typeof refusal.message === 'string' ? refusal.message : '',
  };
}

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/**
 * The `data:` lines of a Server-Sent Events body, one parsed event each; `event: end` (the
 * server's "your session ended") stops the reading and answers its data. `accept` keeps only what has the event's
 * shape: the server checks what it sends against the contract, and the browser keeps only this
 * shape check (the contract's schemas would add their weight to every first load).
 */
async function readEvents<T>(
  body: ReadableStream<Uint8Array>,
  accept: (event: unknown) => event is T,
  onEvent: (event: T) => void,
): Promise<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return undefined;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (block.startsWith('event: end')) return data ? (JSON.parse(data) as unknown) : undefined;
      if (!data) continue; // a heartbeat comment
      const event: unknown = JSON.parse(data);
      if (accept(event)) onEvent(event);
    }
  }
}

/**
 * Follows a Server-Sent Events call of the API with `fetch` (not EventSource, which cannot send
 * the `token` header): reconnects after a drop or the server's end of the stream (1 s, doubling to
 * 30 s), stops when the server refuses (a JSON envelope: signed out, no permission) or the
 * returned function is called. Too many streams of the account (429 / 42902) is not a refusal for
 * good: another tab may close one, so it tries again with the same backoff. A session someone
 * ended (40140 / 40141, in the stream's last word or the refusal) is told to `onSessionEnded`.
 */
export function followEvents<T>(
  url: string,
  tokenStore: TokenStore,
  accept: (event: unknown) => event is T,
  onEvent: (event: T) => void,
  onSessionEnded?: SessionEnded,
): () => void {
  const controller = new AbortController();
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the server's word was that someone ended this session (then: told, and no retry). */
  const ended = (word: unknown): boolean => {
    const refusal = refusalOf(word);
    if (!refusal || !SESSION_ENDED_CODES.includes(refusal.code)) return false;
    onSessionEnded?.(refusal.code, refusal.message);
    return true;
  };
  const connect = async () => {
    const token = tokenStore.getToken();
    if (!token || controller.signal.aborted) return;
    try {
      const response = await fetch(url, {
        headers: { token, accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
      });
      const type = response.headers.get('content-type') ?? '';
      if (response.status === 429) {
        await response.body?.cancel();
      } else {
        // A refusal comes as the JSON envelope: signed out or not allowed, so no retry.
        if (!response.ok || !type.startsWith('text/event-stream') || !response.body) {
          if (type.startsWith('application/json')) ended(await response.json().catch(() => null));
          return;
        }
        retryMs = FIRST_RETRY_MS;
        if (ended(await readEvents(response.body, accept, onEvent))) return;
      }
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
}
