import type { Conversation } from '@cep/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../api-client';
import { listenToMessages } from '../../../messaging/channel';
import { withArrival } from './format';

const PAGE_SIZE = 50;

export type ConversationsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; list: Conversation[]; total: number; pageNum: number };

/**
 * The caller's conversations, kept current by the message channel: a new message moves its
 * conversation to the top with its count, a read changes the counts and the other side's read
 * mark, and after a reconnection (messages may have been missed) the list is asked for again.
 */
export function useConversations() {
  const [state, setState] = useState<ConversationsState>({ status: 'loading' });
  const loadId = useRef(0);
  /** The list as last drawn, for the channel's handlers. */
  const shown = useRef(state);
  useEffect(() => {
    shown.current = state;
  });

  const load = useCallback(() => {
    const id = ++loadId.current;
    api.listConversations({ pageNum: 1, pageSize: PAGE_SIZE }).then(
      (page) =>
        id === loadId.current &&
        setState({ status: 'ready', list: page.list, total: page.total, pageNum: 1 }),
      () =>
        id === loadId.current &&
        setState((now) => (now.status === 'ready' ? now : { status: 'failed' })),
    );
  }, []);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready') return;
    const pageNum = state.pageNum + 1;
    void api
      .listConversations({ pageNum, pageSize: PAGE_SIZE })
      .then((page) =>
        setState((now) => {
          if (now.status !== 'ready') return now;
          const known = new Set(now.list.map((c) => c.id));
          return {
            status: 'ready',
            list: [...now.list, ...page.list.filter((c) => !known.has(c.id))],
            total: page.total,
            pageNum,
          };
        }),
      )
      .catch(() => {});
  }, [state]);

  /** Puts a conversation (just started, or read) in the list, replacing its older self. */
  const upsert = useCallback((conversation: Conversation, toTop = false) => {
    setState((now) => {
      if (now.status !== 'ready') return now;
      const at = now.list.findIndex((c) => c.id === conversation.id);
      if (at < 0) {
        return { ...now, list: [conversation, ...now.list], total: now.total + 1 };
      }
      const list = [...now.list];
      if (toTop) {
        list.splice(at, 1);
        list.unshift(conversation);
      } else {
        list[at] = conversation;
      }
      return { ...now, list };
    });
  }, []);

  /** After this tab read a conversation up to `readSeq`. */
  const markRead = useCallback((conversationId: number, readSeq: number, unread: number) => {
    setState((now) =>
      now.status !== 'ready'
        ? now
        : {
            ...now,
            list: now.list.map((c) =>
              c.id === conversationId ? { ...c, readSeq: Math.max(c.readSeq, readSeq), unread } : c,
            ),
          },
    );
  }, []);

  useEffect(() => {
    load();
    return listenToMessages({
      onReady: ({ reconnected }) => {
        if (reconnected) load();
      },
      onMessage: ({ message, conversationUnread }) => {
        const known = shown.current;
        if (known.status === 'ready' && !known.list.some((c) => c.id === message.conversationId)) {
          // A conversation someone else just started: the list as the server has it.
          load();
          return;
        }
        setState((now) => {
          if (now.status !== 'ready') return now;
          const at = now.list.findIndex((c) => c.id === message.conversationId);
          if (at < 0) return now;
          const updated = withArrival(now.list[at]!, message, conversationUnread);
          const list = [...now.list];
          list.splice(at, 1);
          list.unshift(updated);
          return { ...now, list };
        });
      },
      onRead: ({ conversationId, readSeq, by }) => {
        setState((now) =>
          now.status !== 'ready'
            ? now
            : {
                ...now,
                list: now.list.map((c) => {
                  if (c.id !== conversationId) return c;
                  if (by === 'peer') return { ...c, peerReadSeq: Math.max(c.peerReadSeq, readSeq) };
                  const mine = Math.max(c.readSeq, readSeq);
                  return { ...c, readSeq: mine, unread: Math.max(0, c.lastSeq - mine) };
                }),
              },
        );
      },
    });
  }, [load]);

  return { state, load, loadMore, upsert, markRead };
}
