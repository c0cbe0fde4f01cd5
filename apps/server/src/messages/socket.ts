import {
  MESSAGE_SOCKET_PATH,
  MESSAGE_SYNC_MAX,
  messageSocketClientMessage,
  messageSocketClose,
  type MessageSocketClientMessage,
  type MessageSocketServerMessage,
} from '@cep/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import type { Pool } from '../platform/db/pool';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { recordAudit, type AuditEvent } from '../platform/audit/audit';
import { authenticate, type Session } from '../platform/auth/sessions';
import { countInWindow } from '../platform/db/window-counter';
import { concernsPerson, type AccessTicket } from '../platform/live/access-watch';
import type { LiveSlot } from '../platform/live/live-connections';
import { isMember, unreadTotal } from './conversations';
import { createMessageHub, type MessageSubscriber } from './hub';
import { listMessages } from './messages';

/*
 * The message socket (apps/server/README.md, "Message protocol"; decision 0009). A browser cannot
 * set the `token` header on a WebSocket and a token in the URL would land in proxies' logs, so
 * the socket opens unauthenticated and its first message must be `auth` with the token. The
 * session is then checked again on every message the client sends, before every message the
 * server pushes, and every `checkMs` while quiet; a session that has ended (signed out, expired,
 * displaced, disabled) closes the socket with 4401. A change to anyone's roles or account is
 * NOTIFYed to every instance (platform/live/access-watch.ts): each open socket checks its session
 * again at once, and one that may no longer use messages is closed with 4403 (4401 if the
 * session ended with it).
 *
 * Bounded on every side (issue 28 §3): a signed-in socket holds a live-connection slot (so many per
 * account and per network, on all instances: 42902 then 4429); what waits to be sent is bounded
 * (a reader that falls behind is closed with 4413) and so is what the client has asked and not yet
 * been answered (4429); `sync` is rate-limited per account on all instances (42901), and its read
 * is audited once per conversation and window, not once per request, so a runaway tab cannot
 * flood the append-only audit log.
 */

/** The largest message a client may send: `auth`, `sync` and `ping` are far smaller. */
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

/** The message socket's timings; tests shorten them. */
export interface MessageSocketTimings {
  /**
   * How often an open socket checks its session again and pings its client; a client silent for
   * two of them (at least 10 s) is taken as gone. @default 20 000
   */
  checkMs?: number;
  /** How long one socket stays open before the client is asked to reconnect. @default 1 800 000 */
  maxMs?: number;
  /** How long a new socket may take to send `auth`. @default 10 000 */
  authTimeoutMs?: number;
}

/** The message socket's bounds; tests tighten them. */
export interface MessageSocketLimits {
  /** `sync`s one account may send per minute, on all its sockets and instances. @default 120 */
  syncPerMinute?: number;
  /** A conversation's `sync` reads by one account are audited once per this window. @default 600 000 */
  syncAuditWindowMs?: number;
  /** Bytes waiting to be sent to a client before it counts as too slow (4413). @default 1 MiB */
  maxBufferedBytes?: number;
  /** Client messages waiting for their answer before the client counts as flooding (4429). @default 32 */
  maxPending?: number;
}

export interface MessageSocketOptions {
  pool: Pool;
  sql: Kysely<Tables>;
  sessionMaxAgeMs?: number | undefined;
  timings?: MessageSocketTimings | undefined;
  limits?: MessageSocketLimits | undefined;
}

export function registerMessageSocket(app: FastifyInstance, options: MessageSocketOptions): void {
  const { pool, sql, sessionMaxAgeMs } = options;
  const checkMs = options.timings?.checkMs ?? 20_000;
  // A client silent for two checks is gone (40 s by default). Never less than 10 s: a client's
  // pong can wait that long behind a busy machine's event loop, and a socket dropped for it
  // would be a live connection lost for nothing (tests check every 300 ms).
  const silentLimitMs = Math.max(2 * checkMs, 10_000);
  const maxSocketMs = options.timings?.maxMs ?? 30 * 60_000;
  const authTimeoutMs = options.timings?.authTimeoutMs ?? 10_000;
  const syncPerMinute = options.limits?.syncPerMinute ?? 120;
  const syncAuditWindowMs = options.limits?.syncAuditWindowMs ?? 10 * 60_000;
  const maxBufferedBytes = options.limits?.maxBufferedBytes ?? 1024 * 1024;
  const maxPending = options.limits?.maxPending ?? 32;
  const hub = createMessageHub({ pool, sql, log: app.log });
  const open = new Set<WebSocket>();

  void app.register(async (scope) => {
    scope.get(MESSAGE_SOCKET_PATH, { websocket: true }, (socket, request) => {
      serve(socket, request);
    });
  });
  // Sockets go first (clients reconnect to another instance), then the listening connection.
  app.addHook('preClose', async () => {
    for (const socket of open) socket.close(1001, 'server shutting down');
    await hub.close();
  });

  function serve(socket: WebSocket, request: FastifyRequest): void {
    open.add(socket);
    let token: string | undefined;
    let session: Session | undefined;
    let subscriber: MessageSubscriber | undefined;
    let slot: LiveSlot | undefined;
    let unwatch: (() => void) | undefined;
    // Client messages received and not yet answered.
    let pending = 0;
    // Until then this socket's `sync`s are refused without asking the database again.
    let syncRefusedUntil = 0;
    // When the client last answered a ping (or opened): see `silentLimitMs`.
    let heardAt = Date.now();
    let closed = false;
    let check: NodeJS.Timeout | undefined;
    let lifetime: NodeJS.Timeout | undefined;
    // The client's messages are answered one after another, in the order they came.
    let turn: Promise<void> = Promise.resolve();
    const authTimer = setTimeout(
      () => close(messageSocketClose.authTimeout, 'no auth in time'),
      authTimeoutMs,
    );

    const send = (message: MessageSocketServerMessage) => {
      if (closed || socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > maxBufferedBytes) {
        request.log.info({ userId: session?.userId }, 'message socket reader too slow: closed');
        close(messageSocketClose.slowReader, 'reader too slow');
        return;
      }
      socket.send(JSON.stringify(message));
    };

    function close(code: number, reason: string): void {
      if (closed) return;
      closed = true;
      socket.close(code, reason);
      cleanUp();
    }

    function cleanUp(): void {
      closed = true;
      clearTimeout(authTimer);
      clearInterval(check);
      clearTimeout(lifetime);
      if (subscriber) hub.remove(subscriber);
      slot?.release();
      unwatch?.();
      open.delete(socket);
    }

    /** The session again; an ended one is told why and closed (4401, or 4403 without the right). */
    async function recheck(): Promise<boolean> {
      if (closed || token === undefined) return false;
      try {
        session = await authenticate(pool, token, sessionMaxAgeMs);
      } catch (error) {
        if (error instanceof ApiError) {
          send({ type: 'error', code: error.code, message: error.message });
          close(messageSocketClose.signedOut, 'session ended');
        } else {
          request.log.warn({ err: error }, 'message socket session check failed');
        }
        return false;
      }
      if (!session.permissions.includes('message:use')) {
        send({ type: 'error', code: 40301, message: '没有权限使用消息' });
        close(messageSocketClose.forbidden, 'forbidden');
        return false;
      }
      return true;
    }

    async function ready(): Promise<void> {
      if (!session) return;
      send({ type: 'ready', unread: await unreadTotal(sql, session.userId) });
    }

    async function authenticateFirst(text: string): Promise<void> {
      token = text;
      // Listening for access changes before the check: none after it goes unheard.
      const ticket = await app.liveAccess.prepare();
      try {
        await admit(ticket);
      } finally {
        if (!unwatch) ticket.cancel();
      }
    }

    async function admit(ticket: AccessTicket): Promise<void> {
      if (!(await recheck()) || !session) return;
      clearTimeout(authTimer);
      const userId = session.userId;
      try {
        slot = await app.liveConnections.acquire('messages', { userId, ip: request.ip });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        send({ type: 'error', code: error.code, message: error.message });
        close(messageSocketClose.tooMany, 'too many connections');
        return;
      }
      // Closed while the slot was taken: cleanUp ran before there was one to release.
      if (closed) {
        slot.release();
        return;
      }
      subscriber = {
        userId,
        check: recheck,
        send,
        resync: () => void ready().catch(() => {}),
      };
      await hub.add(subscriber);
      if (closed) {
        hub.remove(subscriber);
        return;
      }
      unwatch = ticket.watch({
        concerns: concernsPerson(userId),
        recheck: async () => {
          await recheck();
        },
      });
      await ready();
      check = setInterval(() => {
        // No answer to the pings for that long: the connection is gone without a close (a cut
        // network).
        if (Date.now() - heardAt > silentLimitMs) {
          socket.terminate();
          cleanUp();
          return;
        }
        socket.ping();
        void recheck();
      }, checkMs);
      lifetime = setTimeout(() => close(messageSocketClose.lifetime, 'reconnect'), maxSocketMs);
    }

    /** Whether this `sync` may run: a window counter per account, shared by every instance. */
    async function syncAllowed(userId: number, conversationId: number): Promise<boolean> {
      if (Date.now() >= syncRefusedUntil) {
        const { hits, ttlMs } = await countInWindow(sql, `message-sync:${userId}`, 60_000);
        if (hits <= syncPerMinute) return true;
        syncRefusedUntil = Date.now() + ttlMs;
      }
      const seconds = Math.max(1, Math.ceil((syncRefusedUntil - Date.now()) / 1000));
      send({
        type: 'error',
        code: 42901,
        message: `同步过于频繁，请${seconds}秒后再试`,
        conversationId,
      });
      return false;
    }

    /**
     * The read's audit line, once per account, conversation, outcome and window: the counter and
     * the line in one transaction, so a line that cannot be written leaves the window unopened.
     */
    async function auditSync(line: AuditEvent): Promise<void> {
      const key = `message-sync-audit:${line.actorId}:${line.entityId}:${line.outcome}`;
      await sql.transaction().execute(async (trx) => {
        const { hits } = await countInWindow(trx, key, syncAuditWindowMs);
        if (hits === 1) await recordAudit(trx, line);
      });
    }

    /**
     * `sync`: what the client missed in one of its conversations, audited as a read (once per
     * conversation and window: the line says from which `afterSeq` the window's first read was).
     */
    async function sync(conversationId: number, afterSeq: number): Promise<void> {
      if (!session) return;
      if (!(await syncAllowed(session.userId, conversationId))) return;
      const actor = { actorId: session.userId, actorName: session.username, ip: request.ip };
      const line = {
        ...actor,
        action: 'listMessages',
        entity: 'conversation',
        entityId: conversationId,
        read: true,
        detail: { afterSeq, via: 'socket', auditedOncePerMs: syncAuditWindowMs },
      };
      if (!(await isMember(sql, session.userId, conversationId))) {
        await auditSync({ ...line, outcome: 'denied' });
        send({ type: 'error', code: 40301, message: '只能查看自己的会话', conversationId });
        return;
      }
      const page = await listMessages(sql, session.userId, {
        conversationId,
        afterSeq,
        pageNum: 1,
        pageSize: MESSAGE_SYNC_MAX,
      });
      await auditSync({ ...line, outcome: 'success' });
      send({
        type: 'synced',
        conversationId,
        messages: page.list,
        more: page.total > page.list.length,
      });
    }

    async function handle(message: MessageSocketClientMessage): Promise<void> {
      if (!session) {
        if (message.type !== 'auth') {
          send({ type: 'error', code: 50008, message: '请先登录' });
          close(messageSocketClose.signedOut, 'auth first');
          return;
        }
        await authenticateFirst(message.token);
        return;
      }
      // Every message: is the session still good?
      if (!(await recheck())) return;
      switch (message.type) {
        case 'auth':
          send({ type: 'error', code: 40001, message: '已经登录，不需要再次认证' });
          return;
        case 'ping':
          send({ type: 'pong' });
          return;
        case 'sync':
          await sync(message.conversationId, message.afterSeq);
          return;
      }
    }

    socket.on('message', (data, isBinary) => {
      const bytes = Array.isArray(data)
        ? Buffer.concat(data)
        : Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data);
      if (isBinary || bytes.length > MAX_CLIENT_MESSAGE_BYTES) {
        send({ type: 'error', code: 40001, message: '消息格式错误' });
        close(messageSocketClose.protocol, 'not a protocol message');
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {
        parsed = undefined;
      }
      const input = messageSocketClientMessage.safeParse(parsed);
      if (!input.success) {
        send({ type: 'error', code: 40001, message: '消息格式错误' });
        // Before `auth` nothing but `auth` is understood: a stranger is not kept waiting.
        if (!session) close(messageSocketClose.protocol, 'not a protocol message');
        return;
      }
      // Answered one after another: a client that sends faster than that is flooding.
      if (pending >= maxPending) {
        send({ type: 'error', code: 42901, message: '请求过于频繁，请稍后再试' });
        close(messageSocketClose.tooMany, 'too many requests waiting');
        return;
      }
      pending += 1;
      turn = turn
        .then(() => handle(input.data))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'message socket request failed');
          send({ type: 'error', code: 50000, message: '服务器内部错误' });
        })
        .finally(() => {
          pending -= 1;
        });
    });
    socket.on('pong', () => {
      heardAt = Date.now();
    });
    socket.on('close', cleanUp);
    socket.on('error', (error) => request.log.info({ err: error }, 'message socket error'));
  }
}
