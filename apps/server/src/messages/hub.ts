import type { MessageSocketServerMessage } from '@cep/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql as raw, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Pool } from '../platform/db/pool';
import type { Tables } from '../platform/db/schema';
import { unreadTotal } from './conversations';
import { findMessage, MESSAGE_CHANNEL, messageOf, type MessageNotice } from './messages';

/*
 * The fan-out of new messages to the sockets this instance holds. A message (or a read) is
 * NOTIFYed in the transaction that stored it (messages.ts), so every instance hears it once it has
 * committed, whichever instance stored it, and tells its own sockets of the conversation's two
 * people. Nothing about who is connected is shared between instances.
 */

export interface MessageSubscriber {
  userId: number;
  /** Checks the socket's session again; false when it has ended (the socket is then closed). */
  check(): Promise<boolean>;
  send(message: MessageSocketServerMessage): void;
  /** Notices may have been missed (the listening connection dropped): start over from `ready`. */
  resync(): void;
}

export interface MessageHub {
  add(subscriber: MessageSubscriber): Promise<void>;
  remove(subscriber: MessageSubscriber): void;
  /** Sockets held now (tests and logs). */
  size(): number;
  close(): Promise<void>;
}

export function createMessageHub(options: {
  pool: Pool;
  sql: Kysely<Tables>;
  log: FastifyBaseLogger;
}): MessageHub {
  const { pool, sql, log } = options;
  const byUser = new Map<number, Set<MessageSubscriber>>();
  let listener: pg.PoolClient | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  // Notices are handled one after another, so each socket gets its messages in commit order.
  let queue: Promise<void> = Promise.resolve();
  const handlers = new Map<pg.PoolClient, (error: Error) => void>();

  const count = () => [...byUser.values()].reduce((sum, set) => sum + set.size, 0);

  /** One conversation's unread count for `userId`. */
  async function conversationUnread(conversationId: number, userId: number): Promise<number> {
    const { rows } = await raw<{ unread: string }>`
      SELECT c.last_seq - m.read_seq AS unread
        FROM conversation_members m JOIN conversations c ON c.id = m.conversation_id
       WHERE m.conversation_id = ${conversationId} AND m.user_id = ${userId}`.execute(sql);
    return Math.max(0, Number(rows[0]?.unread ?? 0));
  }

  async function tell(subscriber: MessageSubscriber, message: MessageSocketServerMessage) {
    // A socket whose session ended hears nothing more (check() closes it).
    if (await subscriber.check()) subscriber.send(message);
  }

  async function deliver(notice: MessageNotice): Promise<void> {
    const here = notice.members.filter((userId) => byUser.has(userId));
    if (here.length === 0) return;
    if (notice.kind === 'message') {
      const row = await findMessage(sql, notice.messageId);
      if (!row) return;
      for (const userId of here) {
        const [unread, inConversation] = await Promise.all([
          unreadTotal(sql, userId),
          conversationUnread(notice.conversationId, userId),
        ]);
        for (const subscriber of byUser.get(userId) ?? []) {
          await tell(subscriber, {
            type: 'message',
            message: messageOf(row, userId),
            unread,
            conversationUnread: inConversation,
          });
        }
      }
      return;
    }
    for (const userId of here) {
      const unread = await unreadTotal(sql, userId);
      for (const subscriber of byUser.get(userId) ?? []) {
        await tell(subscriber, {
          type: 'read',
          conversationId: notice.conversationId,
          readSeq: notice.readSeq,
          by: notice.userId === userId ? 'me' : 'peer',
          unread,
        });
      }
    }
  }

  function enqueue(notice: MessageNotice): void {
    queue = queue
      .then(() => deliver(notice))
      .catch((error: unknown) => log.warn({ err: error }, 'message delivery failed'));
  }

  function onNotification(notification: pg.Notification): void {
    if (notification.channel !== MESSAGE_CHANNEL || !notification.payload) return;
    enqueue(JSON.parse(notification.payload) as MessageNotice);
  }

  /** After a lost connection notices may have been missed: every socket starts over. */
  function relisten(): void {
    retry = setTimeout(
      () =>
        void listen().then(
          () => {
            for (const set of byUser.values()) for (const subscriber of set) subscriber.resync();
          },
          (error: unknown) => log.warn({ err: error }, 'message listener not back'),
        ),
      1000,
    );
  }

  function listen(): Promise<void> {
    if (listener || closed) return Promise.resolve();
    connecting ??= (async () => {
      try {
        const client = await pool.connect();
        const onError = (error: Error) => {
          log.warn({ err: error }, 'message listener lost its connection');
          detach(client);
          client.release(true);
          if (listener === client) listener = undefined;
          if (!closed && count() > 0) relisten();
        };
        handlers.set(client, onError);
        client.on('notification', onNotification);
        client.on('error', onError);
        try {
          await client.query(`LISTEN ${MESSAGE_CHANNEL}`);
        } catch (error) {
          detach(client);
          client.release(true);
          throw error;
        }
        listener = client;
      } finally {
        connecting = undefined;
      }
    })();
    return connecting;
  }

  /**
   * A connection goes back to the pool without our listeners: a later LISTEN on the same
   * connection would otherwise hear every notice twice.
   */
  function detach(client: pg.PoolClient): void {
    client.off('notification', onNotification);
    const onError = handlers.get(client);
    if (onError) client.off('error', onError);
    handlers.delete(client);
  }

  async function unlisten(): Promise<void> {
    const client = listener;
    listener = undefined;
    if (!client) return;
    try {
      await client.query(`UNLISTEN ${MESSAGE_CHANNEL}`);
      detach(client);
      client.release();
    } catch {
      detach(client);
      client.release(true);
    }
  }

  return {
    async add(subscriber) {
      let set = byUser.get(subscriber.userId);
      if (!set) byUser.set(subscriber.userId, (set = new Set()));
      set.add(subscriber);
      // Listening before the socket is told `ready`: whatever commits after that is heard.
      await listen();
    },
    remove(subscriber) {
      const set = byUser.get(subscriber.userId);
      if (!set) return;
      set.delete(subscriber);
      if (set.size === 0) byUser.delete(subscriber.userId);
      if (byUser.size === 0) {
        // Wait for a listen in progress, then stop, unless someone arrived meanwhile.
        void (connecting ?? Promise.resolve()).then(() => {
          if (byUser.size === 0) return unlisten();
        });
      }
    },
    size: count,
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting?.catch(() => {});
      await unlisten();
      await queue;
    },
  };
}
