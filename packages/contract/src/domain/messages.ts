import { z } from 'zod';
import { doctorJob } from './enums';
import { fromQueryText, id, idText, text } from './fields';
import { filterText, pageQuery } from './page';

/*
 * Messages (群体交互模块, issue 16): one-to-one conversations between a patient and the clinicians
 * of their care team, and between staff (admins and doctors). A patient never reaches another
 * patient, nor a clinician outside their care team; the server decides on every call. Messages of
 * a conversation are numbered by the server (`seq`: 1, 2, 3… in the order they were committed), so
 * a client that has seen up to `seq` n asks for what came after n and gets each message once.
 *
 * New messages arrive over a WebSocket (`MESSAGE_SOCKET_PATH`, the protocol below); everything
 * else, sending included, is an ordinary call of the table.
 */

/** The longest message text, in characters (UTF-16 units, as the browser counts them). */
export const MESSAGE_TEXT_MAX = 2000;

/** A conversation's message number: 1 for its first message, 0 means "before the first". */
const seqNumber = z
  .number({ error: '序号必须是数字' })
  .int('序号必须是整数')
  .min(0, '序号不能小于0')
  .max(Number.MAX_SAFE_INTEGER, '序号过大');
const seqText = fromQueryText(seqNumber);

/** Who someone is to the caller, in the words a patient understands (never a role key). */
export const messagePeerKind = z.enum(['patient', 'clinician', 'admin']);
export type MessagePeerKind = z.infer<typeof messagePeerKind>;

/**
 * The other person of a conversation, or someone the caller may write to. Only what a message
 * header needs: a patient sees clinicians only (name, profession, avatar), never another patient;
 * a clinician sees their care team's patients by name, nothing more (no phone, age or ID).
 */
export const messagePeer = z.object({
  /** The person's account id (conversations are between accounts). */
  userId: z.number().int(),
  name: z.string(),
  kind: messagePeerKind,
  /** A clinician's profession (医生, 康复师, 训练师, 护士); null for others. */
  job: doctorJob.nullable(),
  /** Their picture's address ('' for none); a patient's is served only to their care team. */
  avatar: z.string(),
});
export type MessagePeer = z.infer<typeof messagePeer>;

/** Someone the caller may write to, and the conversation they already have, if any. */
export const messageContact = messagePeer.extend({
  conversationId: z.number().int().nullable(),
});
export type MessageContact = z.infer<typeof messageContact>;

/** One message as its reader gets it. */
export const message = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  /** Its place in the conversation: 1, 2, 3… in the order the server committed them. */
  seq: z.number().int().min(1),
  senderId: z.number().int(),
  /** Sent by the caller. */
  mine: z.boolean(),
  /** '' when the message is a picture only. */
  text: z.string(),
  /** The picture's address (`/api/oss/file/{id}`, served to the conversation's two people only). */
  image: z.string().nullable(),
  /** Epoch milliseconds (the server's clock). */
  createdAt: z.number().int(),
});
export type Message = z.infer<typeof message>;

/** One conversation in the caller's list. */
export const conversation = z.object({
  id: z.number().int(),
  peer: messagePeer,
  /** The newest message, its text cut to 100 characters; null before the first. */
  lastMessage: z
    .object({
      seq: z.number().int(),
      text: z.string(),
      hasImage: z.boolean(),
      mine: z.boolean(),
      createdAt: z.number().int(),
    })
    .nullable(),
  /** The newest message's `seq` (0 before the first). */
  lastSeq: z.number().int().min(0),
  /** Up to which `seq` the caller has read. */
  readSeq: z.number().int().min(0),
  /** Up to which `seq` the other person has read (the caller's messages up to it were seen). */
  peerReadSeq: z.number().int().min(0),
  /** Messages from the other person the caller has not read. */
  unread: z.number().int().min(0),
  /**
   * Whether the caller may still write here: false once the two are no longer allowed to talk
   * (the clinician left the patient's care team). The history stays readable.
   */
  canSend: z.boolean(),
  /** Epoch milliseconds: the newest message's time, else when the conversation began. */
  updatedAt: z.number().int(),
});
export type Conversation = z.infer<typeof conversation>;

/** `GET /api/message/conversations`: the caller's conversations, the latest activity first. */
export const conversationListQuery = pageQuery.strict();
export type ConversationListQuery = z.input<typeof conversationListQuery>;

/** `GET /api/message/contacts`: whom the caller may write to, optionally by name. */
export const messageContactQuery = pageQuery.extend({ name: filterText }).strict();
export type MessageContactQuery = z.input<typeof messageContactQuery>;

/** `POST /api/message/start`: the conversation with `userId` (made on first use). */
export const conversationStart = z.strictObject({ userId: id });
export type ConversationStart = z.infer<typeof conversationStart>;

/**
 * `GET /api/message/list`: a conversation's messages, always oldest first within the page.
 * - `afterSeq` n: the messages after n (catching up after a reconnect); `pageSize` at a time,
 *   ask again from the last one while `total` says more are left.
 * - otherwise the newest `pageSize` (page 1) or older pages; `beforeSeq` anchors the pages below
 *   a message already shown, so messages arriving meanwhile do not shift them ("load older").
 */
export const messageListQuery = pageQuery
  .extend({
    conversationId: idText,
    afterSeq: seqText.optional(),
    beforeSeq: seqText.optional(),
  })
  .strict()
  .refine((query) => query.afterSeq === undefined || query.beforeSeq === undefined, {
    message: 'afterSeq和beforeSeq不能同时使用',
    path: ['beforeSeq'],
  });
export type MessageListQuery = z.input<typeof messageListQuery>;

/** What a client sends a message with: text, a picture uploaded first, or both. */
export const messageSend = z
  .strictObject({
    conversationId: id,
    text: text('消息内容必须是文字')
      .trim()
      .max(MESSAGE_TEXT_MAX, `消息不能超过${MESSAGE_TEXT_MAX}个字`)
      .default(''),
    /** The id `POST /api/message/image` answered (a picture of the sender's, not yet sent). */
    imageId: text()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, '图片ID无效')
      .optional(),
    /**
     * A key the client makes per message (a UUID): sending again with the same key (a retry after
     * a lost answer) answers the message already stored instead of storing it twice.
     */
    clientKey: text()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'clientKey无效')
      .optional(),
  })
  .refine((body) => body.text !== '' || body.imageId !== undefined, {
    message: '请输入消息内容或选择图片',
    path: ['text'],
  });
export type MessageSend = z.input<typeof messageSend>;

/** `POST /api/message/read`: read up to `seq` (default: everything so far). */
export const messageRead = z.strictObject({ conversationId: id, seq: seqNumber.optional() });
export type MessageRead = z.infer<typeof messageRead>;

/** The caller's unread messages: the navbar badge's number. */
export const messageUnread = z.object({ unread: z.number().int().min(0) });
export type MessageUnread = z.infer<typeof messageUnread>;

/** After a read: the caller's unread messages in all, and in that conversation. */
export const messageReadResult = messageUnread.extend({
  conversationId: z.number().int(),
  readSeq: z.number().int().min(0),
  conversationUnread: z.number().int().min(0),
});
export type MessageReadResult = z.infer<typeof messageReadResult>;

/** `POST /api/message/image`: the stored picture, to send with `imageId`. */
export const messageImage = z.object({ imageId: z.string(), url: z.string() });
export type MessageImage = z.infer<typeof messageImage>;

// ---- The live channel ------------------------------------------------------------------------

/**
 * The WebSocket that carries new messages (apps/server/README.md, "Message protocol"). Not a row
 * of the table: a browser cannot set the `token` header on a WebSocket, so the first message
 * says who is there (`auth`), never the URL (it would land in logs).
 */
export const MESSAGE_SOCKET_PATH = '/api/message/socket';

/** How the server closes a message socket; the client reconnects except after 4401 and 4403. */
export const messageSocketClose = {
  /** The server ends a socket after a while (the client reconnects at once, to any instance). */
  lifetime: 4000,
  /** A message the protocol does not know, or text that is not JSON. */
  protocol: 4400,
  /** No session, or it ended (signed out, expired, displaced, account disabled): sign in again. */
  signedOut: 4401,
  /** The session may not use messages. */
  forbidden: 4403,
  /** No `auth` within 10 seconds. */
  authTimeout: 4408,
  /**
   * The client read too slowly: what the server had to send it piled up past its bound. Reconnect
   * and catch up with `sync`.
   */
  slowReader: 4413,
  /**
   * The account or its network holds as many live connections as it may (42902, said first in an
   * `error`), or the client sent requests faster than they are answered. Reconnect later.
   */
  tooMany: 4429,
} as const;

/** What a client sends over the socket. */
export const messageSocketClientMessage = z.discriminatedUnion('type', [
  /** First, and only first: the session token. */
  z.strictObject({ type: z.literal('auth'), token: text().min(1).max(200) }),
  /** The messages of a conversation after `afterSeq` (what the client missed while away). */
  z.strictObject({ type: z.literal('sync'), conversationId: id, afterSeq: seqNumber }),
  /** Any time: answered with `pong` (the session is checked, as on every message). */
  z.strictObject({ type: z.literal('ping') }),
]);
export type MessageSocketClientMessage = z.infer<typeof messageSocketClientMessage>;

/** The most messages one `synced` carries; `more` says to ask again from the last. */
export const MESSAGE_SYNC_MAX = 100;

/** What the server sends over the socket. */
export const messageSocketServerMessage = z.discriminatedUnion('type', [
  /** After `auth`: live from here on; the caller's unread count. */
  z.object({ type: z.literal('ready'), unread: z.number().int().min(0) }),
  /** A new message in one of the caller's conversations (theirs too, sent from another tab). */
  z.object({
    type: z.literal('message'),
    message,
    unread: z.number().int().min(0),
    conversationUnread: z.number().int().min(0),
  }),
  /** Someone read: the caller (another tab; counts updated) or the other person (read receipt). */
  z.object({
    type: z.literal('read'),
    conversationId: z.number().int(),
    readSeq: z.number().int().min(0),
    by: z.enum(['me', 'peer']),
    unread: z.number().int().min(0),
  }),
  /** The answer to `sync`, oldest first. */
  z.object({
    type: z.literal('synced'),
    conversationId: z.number().int(),
    messages: z.array(message),
    more: z.boolean(),
  }),
  z.object({ type: z.literal('pong') }),
  /**
   * A request over the socket was refused (the socket stays open unless it is then closed); a
   * refused `sync` names its conversation.
   */
  z.object({
    type: z.literal('error'),
    code: z.number().int(),
    message: z.string(),
    conversationId: z.number().int().optional(),
  }),
]);
export type MessageSocketServerMessage = z.infer<typeof messageSocketServerMessage>;
