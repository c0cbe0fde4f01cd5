import { endpoints } from '../endpoints';
import type { TokenStore } from '../types';

/** What `streamSignalDevice` calls as the live stream goes. */
export interface SignalStreamHandlers {
  /** Bytes of the body as they arrive: protocol frames back to back, cut anywhere. */
  onBytes(bytes: Uint8Array): void;
  /** A (re)connection began: drop any half frame kept from before. */
  onConnect?(): void;
  /** The server refused (no permission, not the patient's care team…): the stream stops. */
  onRefused?(refusal: { code: number; message: string }): void;
}

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/**
 * Follows `GET /api/signalDevice/live?deviceId=`: a fetch stream (not EventSource, which cannot
 * send the `token` header) whose body is the device protocol's binary frames back to back. The
 * bytes go to `onBytes` as they arrive (a chunk may end inside a frame: `@cep/signals`'
 * `FrameStreamSplitter` cuts them into frames). After a drop or the server's end of the stream it
 * connects again (1 s, doubling to 30 s), calling `onConnect` first so a half frame is dropped; a
 * refusal (signed out, no permission, not the patient's care team) stops it and goes to
 * `onRefused` with the envelope's code and message.
 */
export function followSignalDevice(
  baseURL: string,
  tokenStore: TokenStore,
): (deviceId: number, handlers: SignalStreamHandlers) => () => void {
  return (deviceId, handlers) => {
    const controller = new AbortController();
    let retryMs = FIRST_RETRY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      const token = tokenStore.getToken();
      if (!token || controller.signal.aborted) return;
      try {
        const url = `${baseURL}${endpoints.streamSignalDevice.path}?deviceId=${encodeURIComponent(deviceId)}`;
        const response = await fetch(url, {
          headers: { token, accept: 'application/octet-stream' },
          signal: controller.signal,
          cache: 'no-store',
        });
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !type.startsWith('application/octet-stream') || !response.body) {
          const refusal = (await response.json().catch(() => null)) as {
            code?: number;
            message?: string;
          } | null;
          handlers.onRefused?.({
            code: refusal?.code ?? response.status,
            message: refusal?.message ?? response.statusText,
          });
          return;
        }
        retryMs = FIRST_RETRY_MS;
        handlers.onConnect?.();
        const reader = response.body.getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          if (value.byteLength > 0) handlers.onBytes(value);
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      if (controller.signal.aborted) return;
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
