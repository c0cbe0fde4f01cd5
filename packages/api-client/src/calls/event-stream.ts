import type { TokenStore } from '../types';

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/**
 * The `data:` lines of a Server-Sent Events body, one parsed event each; `event: end` (the
 * server's "your session ended") stops the reading. `accept` keeps only what has the event's
 * shape: the server checks what it sends against the contract, and the browser keeps only this
 * shape check (the contract's schemas would add their weight to every first load).
 */
async function readEvents<T>(
  body: ReadableStream<Uint8Array>,
  accept: (event: unknown) => event is T,
  onEvent: (event: T) => void,
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
 * good: another tab may close one, so it tries again with the same backoff.
 */
export function followEvents<T>(
  url: string,
  tokenStore: TokenStore,
  accept: (event: unknown) => event is T,
  onEvent: (event: T) => void,
): () => void {
  const controller = new AbortController();
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
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
        if (!response.ok || !type.startsWith('text/event-stream') || !response.body) return;
        retryMs = FIRST_RETRY_MS;
        await readEvents(response.body, accept, onEvent);
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
