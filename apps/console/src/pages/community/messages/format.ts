import type { Conversation, Message } from '@cep/contract';
import { timeAgo, type ConversationListItem, type Locale } from '@cep/ui';
import type { MessagesPanelMessages } from './messages';

/*
 * What the panel shows of the server's conversations and messages, as plain functions (tested in
 * format.test.ts): each conversation as a row of the list, its time in the spec's recent reading
 * (刚刚, 5 分钟前, 1 天前, then the date: @cep/ui's timeAgo, as everywhere in the console).
 */

/** One conversation as a row of the list. */
export function conversationItem(
  conversation: Conversation,
  now: number,
  locale: Locale,
  t: MessagesPanelMessages,
): ConversationListItem {
  const { peer, lastMessage } = conversation;
  return {
    id: conversation.id,
    name: peer.name,
    role: peer.job ?? t.kinds[peer.kind],
    preview: lastMessage
      ? lastMessage.text !== ''
        ? lastMessage.text
        : lastMessage.hasImage
          ? null
          : ''
      : '',
    time: timeAgo(conversation.updatedAt, { now, locale }),
    unread: conversation.unread,
    ...(conversation.canSend ? {} : { note: t.canOnlyRead }),
  };
}

/**
 * Messages merged by their number: each once (a message may come from a page, the socket and a
 * catch-up), oldest first.
 */
export function mergeMessages(shown: readonly Message[], more: readonly Message[]): Message[] {
  const bySeq = new Map<number, Message>();
  for (const message of shown) bySeq.set(message.seq, message);
  for (const message of more) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** A conversation updated by a message that just arrived (and moved to the top by the caller). */
export function withArrival(
  conversation: Conversation,
  message: Message,
  unread: number,
): Conversation {
  if (message.seq <= conversation.lastSeq) return { ...conversation, unread };
  return {
    ...conversation,
    lastSeq: message.seq,
    lastMessage: {
      seq: message.seq,
      text: message.text.slice(0, 100),
      hasImage: message.image !== null,
      mine: message.mine,
      createdAt: message.createdAt,
    },
    readSeq: message.mine ? message.seq : conversation.readSeq,
    unread,
    updatedAt: message.createdAt,
  };
}
