import type { Message, Page } from '@cep/contract';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { fileUrl } from '../platform/files/uploads';
import { offsetOf } from '../platform/lists/list-query';

/*
 * A conversation's messages: numbered, stored, read, and announced to every server instance.
 *
 * Numbering: a message takes `conversations.last_seq + 1` by updating that row, which stays
 * locked until the transaction ends; so a conversation's numbers commit one after another, in
 * order, and "everything after n" asked at any moment never misses one that commits later.
 */

/** The channel every server instance LISTENs on (messages/hub.ts). */
export const MESSAGE_CHANNEL = 'cep_messages';

/** What goes over the channel: a new message, or someone's reads. Ids only (NOTIFY holds 8 kB). */
export type MessageNotice =
  | { kind: 'message'; conversationId: number; messageId: number; members: number[] }
  | {
      kind: 'read';
      conversationId: number;
      userId: number;
      readSeq: number;
      members: number[];
    };

export async function notifyMessages(db: Kysely<Tables>, notice: MessageNotice): Promise<void> {
  // NOTIFY in a transaction is delivered when it commits, and never if it rolls back.
  await sql`SELECT pg_notify(${MESSAGE_CHANNEL}, ${JSON.stringify(notice)})`.execute(db);
}

export interface MessageRow {
  id: string;
  conversation_id: number;
  seq: string;
  sender_id: number;
  body: string;
  image_id: string | null;
  created_at: Date;
}

/** A stored message as `readerId` gets it. */
export function messageOf(row: MessageRow, readerId: number): Message {
  return {
    id: Number(row.id),
    conversationId: row.conversation_id,
    seq: Number(row.seq),
    senderId: row.sender_id,
    mine: row.sender_id === readerId,
    text: row.body,
    image: row.image_id === null ? null : fileUrl(row.image_id),
    createdAt: row.created_at.getTime(),
  };
}

const columns = [
  'id',
  'conversation_id',
  'seq',
  'sender_id',
  'body',
  'image_id',
  'created_at',
] as const;

/** One message by id (for the live channel). */
export async function findMessage(db: Kysely<Tables>, id: number): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').select(columns).where('id', '=', String(id)).executeTakeFirst();
}

/**
 * A page of a conversation's messages, oldest first within the page (see the contract's
 * `messageListQuery`): after `afterSeq` ascending, else the newest (below `beforeSeq`) by pages.
 */
export async function listMessages(
  db: Kysely<Tables>,
  readerId: number,
  query: {
    conversationId: number;
    pageNum: number;
    pageSize: number;
    afterSeq?: number | undefined;
    beforeSeq?: number | undefined;
  },
): Promise<Page<Message>> {
  const base = db.selectFrom('messages').where('conversation_id', '=', query.conversationId);
  const ranged =
    query.afterSeq !== undefined
      ? base.where('seq', '>', String(query.afterSeq))
      : query.beforeSeq !== undefined
        ? base.where('seq', '<', String(query.beforeSeq))
        : base;
  const [rows, total] = await Promise.all([
    query.afterSeq !== undefined
      ? ranged.select(columns).orderBy('seq', 'asc').limit(query.pageSize).execute()
      : ranged
          .select(columns)
          .orderBy('seq', 'desc')
          .limit(query.pageSize)
          .offset(offsetOf(query))
          .execute()
          .then((found) => found.reverse()),
    ranged.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => messageOf(row, readerId)),
    total: Number(total.n),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** How many messages one account may send in a window (shared by every instance). */
export interface SendLimit {
  max: number;
  windowMs: number;
}
export const defaultSendLimit: SendLimit = { max: 30, windowMs: 60_000 };
export const defaultImageLimit: SendLimit = { max: 10, windowMs: 60_000 };

/**
 * Makes `senderId`'s sends (or uploads) take turns until the transaction ends: the limit below is
 * then counted with no other send of theirs in between, on any instance, and a retry with a known
 * `clientKey` waits for the first to commit and finds it.
 */
export async function lockSender(
  db: Kysely<Tables>,
  senderId: number,
  what: 'message' | 'image',
): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`cep:message-${what}:${senderId}`}, 0))`.execute(
    db,
  );
}

/**
 * Refuses (42901, with the seconds to wait) once `senderId` has sent `limit.max` messages in the
 * window. Counted in PostgreSQL from the messages themselves (the database's clock), so every
 * instance counts the same; call after `lockSender`.
 */
export async function checkSendLimit(
  db: Kysely<Tables>,
  senderId: number,
  limit: SendLimit,
): Promise<void> {
  const window = sql`(${limit.windowMs}::bigint * interval '1 millisecond')`;
  const { rows } = await sql<{ sent: string; wait_ms: number | null }>`
    SELECT count(*) AS sent,
           (extract(epoch FROM min(created_at) + ${window} - now()) * 1000)::float8 AS wait_ms
      FROM messages
     WHERE sender_id = ${senderId} AND created_at > now() - ${window}`.execute(db);
  const row = rows[0];
  if (row && Number(row.sent) >= limit.max) {
    throw tooFast(limit, 'message', row.wait_ms);
  }
}

/** The same for uploaded message pictures (`files` of module 'message'). */
export async function checkImageLimit(
  db: Kysely<Tables>,
  ownerId: number,
  limit: SendLimit,
): Promise<void> {
  await lockSender(db, ownerId, 'image');
  const window = sql`(${limit.windowMs}::bigint * interval '1 millisecond')`;
  const { rows } = await sql<{ sent: string; wait_ms: number | null }>`
    SELECT count(*) AS sent,
           (extract(epoch FROM min(created_at) + ${window} - now()) * 1000)::float8 AS wait_ms
      FROM files
     WHERE owner_id = ${ownerId} AND module = 'message' AND created_at > now() - ${window}`.execute(
    db,
  );
  const row = rows[0];
  if (row && Number(row.sent) >= limit.max) throw tooFast(limit, 'image', row.wait_ms);
}

function tooFast(limit: SendLimit, what: 'message' | 'image', waitMs: number | null): ApiError {
  const seconds = Math.max(1, Math.ceil((waitMs ?? limit.windowMs) / 1000));
  const per = limit.windowMs === 60_000 ? '每分钟' : `每${Math.round(limit.windowMs / 1000)}秒`;
  const noun = what === 'message' ? '条消息' : '张图片';
  const error = new ApiError(
    42901,
    `发送太频繁了：${per}最多${limit.max}${noun}，请${seconds}秒后再发`,
  );
  return Object.assign(error, { retryAfterSeconds: seconds });
}

/** The message `senderId` already sent with `clientKey`, if any (a retried send). */
export async function findByClientKey(
  db: Kysely<Tables>,
  senderId: number,
  clientKey: string,
): Promise<MessageRow | undefined> {
  return db
    .selectFrom('messages')
    .select(columns)
    .where('sender_id', '=', senderId)
    .where('client_key', '=', clientKey.toLowerCase())
    .executeTakeFirst();
}

/**
 * Stores a message as the conversation's next one (in the caller's transaction), moves the
 * sender's own read mark to it, and announces it.
 */
export async function storeMessage(
  db: Kysely<Tables>,
  input: {
    conversationId: number;
    senderId: number;
    text: string;
    imageId: string | undefined;
    clientKey: string | undefined;
    members: number[];
  },
): Promise<MessageRow> {
  const { rows } = await sql<{ seq: string }>`
    UPDATE conversations SET last_seq = last_seq + 1, last_message_at = now()
     WHERE id = ${input.conversationId}
    RETURNING last_seq AS seq`.execute(db);
  const seq = rows[0]?.seq;
  if (seq === undefined) throw new ApiError(40401, '会话不存在');
  const stored = await db
    .insertInto('messages')
    .values({
      conversation_id: input.conversationId,
      seq,
      sender_id: input.senderId,
      body: input.text,
      image_id: input.imageId?.toLowerCase() ?? null,
      client_key: input.clientKey?.toLowerCase() ?? null,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('conversation_members')
    .set({ read_seq: seq })
    .where('conversation_id', '=', input.conversationId)
    .where('user_id', '=', input.senderId)
    .execute();
  await notifyMessages(db, {
    kind: 'message',
    conversationId: input.conversationId,
    messageId: Number(stored.id),
    members: input.members,
  });
  return stored;
}

/**
 * The sender's own picture, uploaded for a message and not sent yet; refused otherwise (another
 * person's upload, an avatar, a picture already sent) without saying which.
 */
export async function requireUnsentImage(
  db: Kysely<Tables>,
  ownerId: number,
  imageId: string,
): Promise<void> {
  const { rows } = await sql<{ id: string }>`
    SELECT f.id FROM files f
     WHERE f.id = ${imageId.toLowerCase()}::uuid AND f.module = 'message' AND f.owner_id = ${ownerId}
       AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.image_id = f.id)
     FOR UPDATE`.execute(db);
  if (rows.length === 0) throw new ApiError(40001, '图片不存在或已经发送过，请重新选择图片');
}

/** The two people of a conversation. */
export async function membersOf(db: Kysely<Tables>, conversationId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('conversation_members')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * Marks the conversation read by `userId` up to `seq` (default its newest; never backwards, never
 * past the newest) and announces it. Answers the read mark now in place.
 */
export async function markRead(
  db: Kysely<Tables>,
  userId: number,
  conversationId: number,
  seq: number | undefined,
  members: number[],
): Promise<{ readSeq: number; lastSeq: number }> {
  const { rows } = await sql<{ read_seq: string; last_seq: string; moved: boolean }>`
    WITH target AS (
      SELECT c.last_seq, LEAST(c.last_seq, ${seq ?? null}::bigint) AS wanted
        FROM conversations c WHERE c.id = ${conversationId}
    ), updated AS (
      UPDATE conversation_members m
         SET read_seq = COALESCE((SELECT wanted FROM target), (SELECT last_seq FROM target))
       WHERE m.conversation_id = ${conversationId} AND m.user_id = ${userId}
         AND m.read_seq < COALESCE((SELECT wanted FROM target), (SELECT last_seq FROM target))
      RETURNING m.read_seq
    )
    SELECT COALESCE((SELECT read_seq FROM updated),
                    (SELECT read_seq FROM conversation_members
                      WHERE conversation_id = ${conversationId} AND user_id = ${userId})) AS read_seq,
           (SELECT last_seq FROM target) AS last_seq,
           EXISTS (SELECT 1 FROM updated) AS moved`.execute(db);
  const row = rows[0];
  if (!row) throw new ApiError(40401, '会话不存在');
  const readSeq = Number(row.read_seq);
  // Nothing new read: no one needs telling.
  if (row.moved) {
    await notifyMessages(db, { kind: 'read', conversationId, userId, readSeq, members });
  }
  return { readSeq, lastSeq: Number(row.last_seq) };
}
