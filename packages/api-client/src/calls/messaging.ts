import type { SessionEnded } from './event-stream';
import type {
  Conversation,
  Message,
  MessageContact,
  MessageImage,
  MessageReadResult,
  MessageSend,
  MessageUnread,
  Page,
} from '@cep/contract';
import type { ListQuery, TokenStore } from '../types';
import {
  messageChannel,
  type MessageChannel,
  type MessageChannelHandlers,
  type MessageChannelOptions,
} from './message-channel';
import { percentOf } from './files';
import type { Send } from './send';

/** Options of `uploadMessageImage`. */
export interface MessageImageOptions {
  /** The file name sent with the part; default the `File`'s own name, else `'image'`. */
  filename?: string;
  /** Called as bytes go out, with 0–100 (whole percent). */
  onProgress?: (percent: number) => void;
  /** Cancels the upload. */
  signal?: AbortSignal;
}

/**
 * Messages (issue 16): conversations, contacts, history, sending, reads, pictures and the live
 * channel.
 */
export interface MessagingCalls {
  /** `GET /api/message/conversations`: the caller's conversations, latest activity first. */
  listConversations(query?: ListQuery<'listConversations'>): Promise<Page<Conversation>>;
  /**
   * `GET /api/message/contacts`: whom the caller may write to (a patient: their care team's
   * clinicians; staff: staff and, a doctor, their teams' patients), by name.
   */
  listMessageContacts(query?: ListQuery<'listMessageContacts'>): Promise<Page<MessageContact>>;
  /** `POST /api/message/start`: the conversation with `userId`, made on first use. */
  startConversation(userId: number): Promise<Conversation>;
  /**
   * `GET /api/message/list`: a conversation's messages, oldest first within the page: the newest
   * page by default, older with `beforeSeq`, what came after with `afterSeq`.
   */
  listMessages(
    query: ListQuery<'listMessages'> & { conversationId: number },
  ): Promise<Page<Message>>;
  /**
   * `POST /api/message/send`: text and/or a picture uploaded with `uploadMessageImage`. Give a
   * `clientKey` (a UUID per message) to make a retry safe: the same key stores one message.
   */
  sendMessage(message: MessageSend): Promise<Message>;
  /** `POST /api/message/read`: read up to `seq` (default everything); the unread counts after. */
  readMessages(conversationId: number, seq?: number): Promise<MessageReadResult>;
  /** `GET /api/message/unread`: the caller's unread messages (the navbar badge). */
  countUnreadMessages(): Promise<MessageUnread>;
  /** `POST /api/message/image` (multipart): a picture for the caller's next message. */
  uploadMessageImage(file: Blob, options?: MessageImageOptions): Promise<MessageImage>;
  /**
   * Opens the message socket (`/api/message/socket`, WebSocket) with the session's token: new
   * messages and reads as they happen, reconnecting by itself (see `MessageChannel`).
   */
  connectMessages(
    handlers: MessageChannelHandlers,
    options?: MessageChannelOptions,
  ): MessageChannel;
}

/** The functions of {@link MessagingCalls}. */
export function messagingCalls(
  send: Send,
  baseURL: string,
  tokenStore: TokenStore,
  sessionEnded?: SessionEnded,
): MessagingCalls {
  return {
    listConversations: (query = {}) => send('listConversations', { params: query }),
    listMessageContacts: (query = {}) => send('listMessageContacts', { params: query }),
    startConversation: (userId) => send('startConversation', { data: { userId } }),
    listMessages: (query) => send('listMessages', { params: query }),
    sendMessage: (message) => send('sendMessage', { data: message }),
    readMessages: (conversationId, seq) =>
      send('readMessages', {
        data: seq === undefined ? { conversationId } : { conversationId, seq },
      }),
    countUnreadMessages: () => send('countUnreadMessages'),
    uploadMessageImage(file, { filename, onProgress, signal }: MessageImageOptions = {}) {
      const form = new FormData();
      const name =
        filename ?? ('name' in file && typeof file.name === 'string' ? file.name : 'image');
      form.append('file', file, name);
      return send('uploadMessageImage', {
        data: form,
        signal,
        onUploadProgress: onProgress
          ? (event) => {
              const percent = percentOf(event);
              if (percent !== undefined) onProgress(percent);
            }
          : undefined,
      });
    },
    connectMessages: messageChannel(baseURL, tokenStore, sessionEnded),
  };
}
