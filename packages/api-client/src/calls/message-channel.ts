import { SESSION_ENDED_CODES } from '../constants';
import type { SessionEnded } from './event-stream';
import type {
  MESSAGE_SOCKET_PATH,
  Message,
  MessageSocketClientMessage,
  MessageSocketServerMessage,
  messageSocketClose,
} from '@cep/contract';
import { ApiError } from '../api-error';
import type { TokenStore } from '../types';

/** Where the message channel is: connecting (or waiting to retry), live, offline, or stopped. */
export type MessageChannelStatus = 'connecting' | 'online' | 'offline' | 'signedOut';

type ServerMessage<T extends MessageSocketServerMessage['type']> = Extract<
  MessageSocketServerMessage,
  { type: T }
>;

/** What `connectMessages` calls as the channel goes. */
export interface MessageChannelHandlers {
  /**
   * Live from here (the first connection and every reconnection): `reconnected` says the app may
   * have missed messages meanwhile and should catch up (`catchUp`, a fresh conversation list).
   */
  onReady?(event: { unread: number; reconnected: boolean }): void;
  /** A new message in one of the caller's conversations (theirs too, from another tab). */
  onMessage?(event: ServerMessage<'message'>): void;
  /** A read: by the caller in another tab (`by: 'me'`) or by the other person (`'peer'`). */
  onRead?(event: ServerMessage<'read'>): void;
  /** The server refused something over the socket, or told why it closed it. */
  onError?(error: { code: number; message: string }): void;
  onStatus?(status: MessageChannelStatus): void;
}

export interface MessageChannelOptions {
  /** The WebSocket to use; default the platform's (`globalThis.WebSocket`; Node 20 needs `ws`). */
  WebSocket?: typeof WebSocket;
}

/** An open message channel (`connectMessages`). */
export interface MessageChannel {
  readonly status: MessageChannelStatus;
  /**
   * Every message of `conversationId` after `afterSeq`, oldest first, however many (asked
   * page by page over the socket). Rejects when the channel is not live or drops meanwhile.
   */
  catchUp(conversationId: number, afterSeq: number): Promise<Message[]>;
  /** Connect now if not connected (after a sign-in, a refresh; retries are otherwise automatic). */
  reconnect(): void;
  /** Closes the channel for good. */
  close(): void;
}

/*
 * The client of the message socket (decision 0009; the protocol: apps/server/README.md). One
 * channel per tab: it signs in with the token as its first message, hands every server message to
 * the app, and after any drop connects again and says `ready` once more, so the app catches up
 * (`catchUp`) from the last number it holds; nothing is lost and, since the app keys messages by
 * their number, nothing shows twice.
 *
 * It reconnects after 1 s, doubling to 30 s; at once after the server ends a socket's lifetime;
 * never after 4401 (the session ended: the app's next call asks to sign in again) unless the
 * token changed meanwhile (a refresh), nor after 4403. While the browser says it is offline the
 * socket is closed and waits for `online` (a socket can stay open through a dead network for a
 * long while; the browser's word is quicker). A ping every 25 s finds a silent dead connection.
 */

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;
const PING_MS = 25_000;
const PONG_WAIT_MS = 10_000;

// The contract's values, spelled here: the browser bundle takes only types from the contract (its
// runtime is zod). The compiler checks each against the contract's literal.
const SOCKET_PATH: typeof MESSAGE_SOCKET_PATH = '/api/message/socket';
const CLOSE: typeof messageSocketClose = {
  lifetime: 4000,
  protocol: 4400,
  signedOut: 4401,
  forbidden: 4403,
  authTimeout: 4408,
  slowReader: 4413,
  tooMany: 4429,
};

/** `ws(s)://host/api/message/socket` for the API at `baseURL` ('' = this page's origin). */
export function socketUrl(
  baseURL: string,
  pageLocation?: { protocol: string; host: string },
): string {
  const base =
    baseURL === ''
      ? `${pageLocation?.protocol ?? 'http:'}//${pageLocation?.host ?? 'localhost'}`
      : baseURL.replace(/\/+$/, '');
  return `${base.replace(/^http/, 'ws')}${SOCKET_PATH}`;
}

export function messageChannel(
  baseURL: string,
  tokenStore: TokenStore,
  /** Told when the server says someone ended this session (40140 / 40141, issue 30). */
  sessionEnded?: SessionEnded,
) {
  return (
    handlers: MessageChannelHandlers,
    options: MessageChannelOptions = {},
  ): MessageChannel => {
    const Socket = options.WebSocket ?? globalThis.WebSocket;
    const page = typeof window === 'undefined' ? undefined : window;
    const url = socketUrl(baseURL, page?.location);
    let socket: WebSocket | undefined;
    let status: MessageChannelStatus = 'connecting';
    let stopped = false;
    let everReady = false;
    let retryMs = FIRST_RETRY_MS;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;
    let pongDue: ReturnType<typeof setTimeout> | undefined;
    let tokenUsed: string | undefined;
    /** `catchUp` requests waiting for their `synced`, by conversation. */
    const waiting = new Map<
      number,
      {
        resolve: (page: { messages: Message[]; more: boolean }) => void;
        reject: (e: Error) => void;
      }[]
    >();

    const setStatus = (next: MessageChannelStatus) => {
      if (status === next) return;
      status = next;
      handlers.onStatus?.(next);
    };

    const online = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

    function failWaiting(): void {
      for (const list of waiting.values()) {
        for (const entry of list) entry.reject(new Error('message channel closed'));
      }
      waiting.clear();
    }

    function stopTimers(): void {
      clearInterval(ping);
      clearTimeout(pongDue);
    }

    function schedule(delayMs: number): void {
      clearTimeout(retry);
      retry = setTimeout(connect, delayMs);
    }

    function send(message: MessageSocketClientMessage): boolean {
      if (!socket || socket.readyState !== Socket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    }

    function receive(message: MessageSocketServerMessage): void {
      switch (message.type) {
        case 'ready':
          retryMs = FIRST_RETRY_MS;
          setStatus('online');
          handlers.onReady?.({ unread: message.unread, reconnected: everReady });
          everReady = true;
          return;
        case 'message':
          handlers.onMessage?.(message);
          return;
        case 'read':
          handlers.onRead?.(message);
          return;
        case 'synced': {
          const list = waiting.get(message.conversationId);
          const first = list?.shift();
          if (list && list.length === 0) waiting.delete(message.conversationId);
          first?.resolve({ messages: message.messages, more: message.more });
          return;
        }
        case 'pong':
          clearTimeout(pongDue);
          return;
        case 'error': {
          // A refused catch-up: its request fails (the handler hears it too).
          if (message.conversationId !== undefined) {
            const list = waiting.get(message.conversationId);
            const first = list?.shift();
            if (list && list.length === 0) waiting.delete(message.conversationId);
            first?.reject(new ApiError(message.code, message.message));
          }
          handlers.onError?.({ code: message.code, message: message.message });
          if (SESSION_ENDED_CODES.includes(message.code)) {
            sessionEnded?.(message.code, message.message);
          }
          return;
        }
      }
    }

    function connect(): void {
      clearTimeout(retry);
      if (stopped) return;
      if (!online()) {
        setStatus('offline');
        return;
      }
      const token = tokenStore.getToken();
      if (!token) {
        setStatus('signedOut');
        return;
      }
      setStatus('connecting');
      tokenUsed = token;
      const current = new Socket(url);
      socket = current;
      current.onopen = () => {
        if (socket !== current) return;
        current.send(JSON.stringify({ type: 'auth', token }));
        ping = setInterval(() => {
          if (!send({ type: 'ping' })) return;
          clearTimeout(pongDue);
          // No answer: the connection died without a close; drop it and start over.
          pongDue = setTimeout(() => current.close(), PONG_WAIT_MS);
        }, PING_MS);
      };
      current.onmessage = (event: MessageEvent) => {
        if (socket !== current || typeof event.data !== 'string') return;
        let message: MessageSocketServerMessage;
        try {
          message = JSON.parse(event.data) as MessageSocketServerMessage;
        } catch {
          return;
        }
        // The server checks what it sends against the contract; here only its shape's key.
        if (message && typeof message.type === 'string') receive(message);
      };
      current.onclose = (event: CloseEvent) => {
        if (socket !== current) return;
        socket = undefined;
        stopTimers();
        failWaiting();
        if (stopped) return;
        if (event.code === CLOSE.forbidden) {
          setStatus('signedOut');
          return;
        }
        if (event.code === CLOSE.signedOut) {
          // A refreshed token replaced the one this socket had: sign in again with the new one.
          const now = tokenStore.getToken();
          if (now && now !== tokenUsed) {
            schedule(0);
            return;
          }
          setStatus('signedOut');
          return;
        }
        if (!online()) {
          setStatus('offline');
          return;
        }
        setStatus('connecting');
        if (event.code === CLOSE.lifetime) {
          schedule(0);
          return;
        }
        schedule(retryMs);
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      };
      // An error is followed by a close; the close decides.
      current.onerror = () => {};
    }

    const wentOffline = () => {
      setStatus('offline');
      const current = socket;
      socket = undefined;
      stopTimers();
      failWaiting();
      clearTimeout(retry);
      current?.close();
    };
    const cameOnline = () => {
      if (stopped || socket) return;
      retryMs = FIRST_RETRY_MS;
      connect();
    };
    page?.addEventListener('offline', wentOffline);
    page?.addEventListener('online', cameOnline);

    connect();

    return {
      get status() {
        return status;
      },
      async catchUp(conversationId, afterSeq) {
        const found: Message[] = [];
        let from = afterSeq;
        for (;;) {
          const next = new Promise<{ messages: Message[]; more: boolean }>((resolve, reject) => {
            const list = waiting.get(conversationId) ?? [];
            list.push({ resolve, reject });
            waiting.set(conversationId, list);
          });
          if (!send({ type: 'sync', conversationId, afterSeq: from })) {
            failWaiting();
            throw new Error('message channel not connected');
          }
          const page = await next;
          found.push(...page.messages);
          const last = page.messages.at(-1);
          if (!page.more || !last) return found;
          from = last.seq;
        }
      },
      reconnect() {
        if (stopped) return;
        retryMs = FIRST_RETRY_MS;
        if (!socket) connect();
      },
      close() {
        stopped = true;
        clearTimeout(retry);
        stopTimers();
        failWaiting();
        page?.removeEventListener('offline', wentOffline);
        page?.removeEventListener('online', cameOnline);
        const current = socket;
        socket = undefined;
        current?.close();
      },
    };
  };
}
