import type { Conversation, Message } from '@cep/contract';
import type { ConversationListItem, Locale } from '@cep/ui';
import type { MessagesPanelMessages } from './messages';

/*
 * What the panel shows of the server's conversations and messages, as plain functions (tested in
 * format.test.ts): when, in words a reader expects (今天 09:12, 昨天, 5月20日), and each
 * conversation as a row of the list.
 */

const DAY_MS = 86_400_000;

/** Midnight of `at`'s day, in the browser's time zone. */
function dayStart(at: number): number {
  const date = new Date(at);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/**
 * A message's time: the clock today, 昨天 + clock yesterday, the date (and the clock with
 * `withClock`) before that, the year only when it is not this one.
 */
export function messageTime(
  at: number,
  now: number,
  locale: Locale,
  t: Pick<MessagesPanelMessages, 'yesterday'>,
  withClock = true,
): string {
  const clock = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  const days = Math.round((dayStart(now) - dayStart(at)) / DAY_MS);
  if (days <= 0) return clock;
  if (days === 1) return withClock ? `${t.yesterday} ${clock}` : t.yesterday;
  const sameYear = new Date(at).getFullYear() === new Date(now).getFullYear();
  const date = new Intl.DateTimeFormat(locale, {
    ...(sameYear ? {} : { year: 'numeric' }),
    month: locale === 'zh-CN' ? 'long' : 'short',
    day: 'numeric',
  }).format(at);
  return withClock ? `${date} ${clock}` : date;
}

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
    time: messageTime(conversation.updatedAt, now, locale, t, false),
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
