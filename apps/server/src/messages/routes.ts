import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { audited } from '../platform/calls/audited';
import { signedIn, type CallContext, type Handler } from '../platform/calls/context';
import { fileUrl, readFilePart } from '../platform/files/uploads';
import type { Session } from '../platform/auth/sessions';
import {
  findConversation,
  isMember,
  listContacts,
  listConversations,
  mayWrite,
  openConversation,
  unreadTotal,
} from './conversations';
import { storeMessageImage } from './images';
import {
  checkImageLimit,
  checkSendLimit,
  defaultImageLimit,
  defaultSendLimit,
  findByClientKey,
  listMessages,
  lockSender,
  markRead,
  membersOf,
  messageOf,
  requireUnsentImage,
  storeMessage,
  type SendLimit,
} from './messages';

/*
 * Messages (issue 16). The gate lets every role in (message:use); within it a caller reaches only
 * their own conversations (40301 for any other, whether or not it exists) and writes only to those
 * people.ts allows: a patient to the clinicians of their care team, staff to staff and a doctor to
 * their teams' patients. Reads are audited as reads (they may be a patient's words), every write
 * in the transaction of its change; no message text ever goes into the audit log.
 */

const notYours = () => new ApiError(40301, '只能查看自己的会话');

/** Why `session` may not write to someone, in the caller's terms. */
function refusalFor(session: Session): ApiError {
  const staff = session.roles.includes('admin') || session.roles.includes('doctor');
  return new ApiError(
    40301,
    staff ? '只能给工作人员或自己护理团队的患者发消息' : '只能给自己护理团队的医护人员发消息',
  );
}

async function requireMember(sql: Kysely<Tables>, userId: number, conversationId: number) {
  if (!(await isMember(sql, userId, conversationId))) throw notYours();
}

/** A 42901 carries its wait: the answer gets a Retry-After header. */
function withRetryAfter<T>(ctx: CallContext<never>, work: () => Promise<T>): Promise<T> {
  return work().catch((error: unknown) => {
    const wait = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (error instanceof ApiError && error.code === 42901 && typeof wait === 'number') {
      void ctx.reply.header('Retry-After', String(wait));
    }
    throw error;
  });
}

const listConversationsHandler: Handler<'listConversations'> = (ctx) => {
  const { session, query } = signedIn(ctx);
  return audited(ctx, { action: 'listConversations', entity: 'conversation', read: true }, (sql) =>
    listConversations(sql, session.userId, query),
  );
};

const listMessageContacts: Handler<'listMessageContacts'> = (ctx) => {
  const { session, query } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'listMessageContacts', entity: 'conversation', read: true },
    (sql) => listContacts(sql, session.userId, query),
  );
};

const startConversation: Handler<'startConversation'> = (ctx) => {
  const { session, body } = signedIn(ctx);
  return audited(
    ctx,
    {
      action: 'startConversation',
      entity: 'conversation',
      detail: { userId: body.userId },
    },
    async (sql) => {
      if (body.userId === session.userId) throw new ApiError(40001, '不能给自己发消息');
      if (!(await mayWrite(sql, session.userId, body.userId))) throw refusalFor(session);
      const id = await openConversation(sql, session.userId, body.userId);
      const found = await findConversation(sql, session.userId, id);
      if (!found) throw new Error('conversation vanished after it was opened');
      return found;
    },
    (conversation) => conversation.id,
  );
};

const listMessagesHandler: Handler<'listMessages'> = (ctx) => {
  const { session, query } = signedIn(ctx);
  return audited(
    ctx,
    {
      action: 'listMessages',
      entity: 'conversation',
      entityId: query.conversationId,
      read: true,
    },
    async (sql) => {
      await requireMember(sql, session.userId, query.conversationId);
      return listMessages(sql, session.userId, query);
    },
  );
};

const sendMessageWithin =
  (limit: SendLimit): Handler<'sendMessage'> =>
  (ctx) => {
    const { session, body } = signedIn(ctx);
    return withRetryAfter(ctx as CallContext<never>, () =>
      audited(
        ctx,
        {
          action: 'sendMessage',
          entity: 'message',
          detail: { conversationId: body.conversationId, image: body.imageId !== undefined },
        },
        async (sql) => {
          await lockSender(sql, session.userId, 'message');
          if (body.clientKey) {
            // A retry of a send whose answer was lost: the message already stored, once.
            const sent = await findByClientKey(sql, session.userId, body.clientKey);
            if (sent) {
              if (sent.conversation_id !== body.conversationId) {
                throw new ApiError(40901, 'clientKey 已用于另一条消息');
              }
              return messageOf(sent, session.userId);
            }
          }
          await requireMember(sql, session.userId, body.conversationId);
          const members = await membersOf(sql, body.conversationId);
          const peer = members.find((id) => id !== session.userId);
          if (peer === undefined || !(await mayWrite(sql, session.userId, peer))) {
            throw new ApiError(40301, '你们已不在同一护理团队中，不能再发消息；以前的消息仍可查看');
          }
          await checkSendLimit(sql, session.userId, limit);
          if (body.imageId) await requireUnsentImage(sql, session.userId, body.imageId);
          const stored = await storeMessage(sql, {
            conversationId: body.conversationId,
            senderId: session.userId,
            text: body.text,
            imageId: body.imageId,
            clientKey: body.clientKey,
            members,
          });
          return messageOf(stored, session.userId);
        },
        (message) => message.id,
      ),
    );
  };

const readMessages: Handler<'readMessages'> = (ctx) => {
  const { session, body } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'readMessages', entity: 'conversation', entityId: body.conversationId },
    async (sql) => {
      await requireMember(sql, session.userId, body.conversationId);
      const members = await membersOf(sql, body.conversationId);
      const { readSeq, lastSeq } = await markRead(
        sql,
        session.userId,
        body.conversationId,
        body.seq,
        members,
      );
      return {
        conversationId: body.conversationId,
        readSeq,
        conversationUnread: Math.max(0, lastSeq - readSeq),
        unread: await unreadTotal(sql, session.userId),
      };
    },
  );
};

const countUnreadMessages: Handler<'countUnreadMessages'> = async (ctx) => {
  const { session, sql } = signedIn(ctx);
  return { unread: await unreadTotal(sql, session.userId) };
};

const uploadMessageImageWithin =
  (limit: SendLimit): Handler<'uploadMessageImage'> =>
  async (ctx) => {
    const { session } = signedIn(ctx);
    // The body is read before the transaction opens: a slow upload holds no database connection.
    let upload: Buffer | undefined;
    let unreadable: unknown;
    try {
      upload = await readFilePart(ctx);
    } catch (error) {
      unreadable = error;
    }
    return withRetryAfter(ctx as CallContext<never>, () =>
      audited(
        ctx,
        { action: 'uploadMessageImage', entity: 'file' },
        async (sql) => {
          if (!upload) throw unreadable;
          await checkImageLimit(sql, session.userId, limit);
          const imageId = await storeMessageImage(sql, session.userId, upload);
          return { imageId, url: fileUrl(imageId) };
        },
        (image) => image.imageId,
      ),
    );
  };

/** How often one account may send messages and pictures, on all instances together. */
export interface MessageLimits {
  /** @default 30 a minute */
  sendLimit?: SendLimit | undefined;
  /** @default 10 a minute */
  imageLimit?: SendLimit | undefined;
}

export function messageHandlers(limits: MessageLimits = {}) {
  return {
    listConversations: listConversationsHandler,
    listMessageContacts,
    startConversation,
    listMessages: listMessagesHandler,
    sendMessage: sendMessageWithin(limits.sendLimit ?? defaultSendLimit),
    readMessages,
    countUnreadMessages,
    uploadMessageImage: uploadMessageImageWithin(limits.imageLimit ?? defaultImageLimit),
  };
}
