import { ApiError } from '@cep/api-client';
import type { Message } from '@cep/contract';
import type { MessageDraft } from '@cep/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../api-client';
import { catchUpOverChannel, listenToMessages, setUnread } from '../../../messaging/channel';
import { mergeMessages } from './format';

const PAGE_SIZE = 30;

interface ThreadState {
  conversationId: number | undefined;
  status: 'idle' | 'loading' | 'failed' | 'ready';
  messages: Message[];
  hasOlder: boolean;
  loadingOlder: boolean;
}

const idle: ThreadState = {
  conversationId: undefined,
  status: 'idle',
  messages: [],
  hasOlder: false,
  loadingOlder: false,
};

/** Everything after `afterSeq` over HTTP, page by page (when the socket is not live). */
async function catchUpOverHttp(conversationId: number, afterSeq: number): Promise<Message[]> {
  const found: Message[] = [];
  let from = afterSeq;
  for (;;) {
    const page = await api.listMessages({ conversationId, afterSeq: from, pageSize: 100 });
    found.push(...page.list);
    const last = page.list.at(-1);
    if (!last || page.list.length >= page.total) return found;
    from = last.seq;
  }
}

/**
 * A random UUID for a draft. `crypto.randomUUID` exists only on HTTPS and localhost; a hospital's
 * intranet may serve plain HTTP, where `getRandomValues` still works.
 */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A draft retried unchanged after a lost answer keeps its key: the server stores it once. */
interface Attempt {
  key: string;
  text: string;
  image: File | null;
}

/**
 * One conversation's messages: the newest page first, older pages on request, new ones from the
 * message channel as they come, and after a reconnection everything after the last number held
 * (so nothing is missing and, merged by number, nothing shows twice). Reads what it shows while
 * the tab is visible; sends with a key per draft.
 */
export function useThread(
  conversationId: number | undefined,
  options: {
    /** The caller's read mark in the list (reads go only forward from it). */
    readSeq: number;
    onRead: (conversationId: number, readSeq: number, conversationUnread: number) => void;
    onSent: (message: Message) => void;
  },
) {
  const [stored, setState] = useState<ThreadState>(idle);
  const lastAttempt = useRef<Attempt | undefined>(undefined);
  const readAsked = useRef(0);
  /** Live messages of a conversation whose first page is still on its way. */
  const early = useRef<Message[]>([]);
  const { onRead, onSent } = options;
  // Until its first page is in, a newly opened conversation is loading (nothing of the last one).
  const state: ThreadState =
    stored.conversationId === conversationId
      ? stored
      : {
          ...idle,
          conversationId,
          status: conversationId === undefined ? 'idle' : 'loading',
        };

  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  });

  const load = useCallback((id: number) => {
    api.listMessages({ conversationId: id, pageSize: PAGE_SIZE }).then(
      (page) => {
        const arrived = early.current.filter((m) => m.conversationId === id);
        early.current = [];
        setState({
          conversationId: id,
          status: 'ready',
          messages: mergeMessages(page.list, arrived),
          hasOlder: page.total > page.list.length,
          loadingOlder: false,
        });
      },
      () => setState({ ...idle, conversationId: id, status: 'failed' }),
    );
  }, []);

  useEffect(() => {
    readAsked.current = 0;
    lastAttempt.current = undefined;
    early.current = [];
    if (conversationId !== undefined) load(conversationId);
  }, [conversationId, load]);

  const loadOlder = useCallback(() => {
    const now = current.current;
    const first = now.messages[0];
    if (now.conversationId === undefined || !first || now.loadingOlder) return;
    const id = now.conversationId;
    setState({ ...now, loadingOlder: true });
    api.listMessages({ conversationId: id, beforeSeq: first.seq, pageSize: PAGE_SIZE }).then(
      (page) =>
        setState((later) =>
          later.conversationId !== id
            ? later
            : {
                ...later,
                messages: mergeMessages(page.list, later.messages),
                hasOlder: page.total > page.list.length,
                loadingOlder: false,
              },
        ),
      () => setState((later) => ({ ...later, loadingOlder: false })),
    );
  }, []);

  // Live: this conversation's new messages; after a reconnection, what was missed.
  useEffect(() => {
    if (conversationId === undefined) return;
    return listenToMessages({
      onMessage: ({ message }) => {
        if (message.conversationId !== conversationId) return;
        if (current.current.status !== 'ready') early.current.push(message);
        setState((now) =>
          now.conversationId !== conversationId
            ? now
            : { ...now, messages: mergeMessages(now.messages, [message]) },
        );
      },
      onReady: ({ reconnected }) => {
        const now = current.current;
        if (!reconnected || now.conversationId !== conversationId || now.status !== 'ready') return;
        const afterSeq = now.messages.at(-1)?.seq ?? 0;
        catchUpOverChannel(conversationId, afterSeq)
          .catch(() => catchUpOverHttp(conversationId, afterSeq))
          .then((missed) =>
            setState((later) =>
              later.conversationId !== conversationId
                ? later
                : { ...later, messages: mergeMessages(later.messages, missed) },
            ),
          )
          .catch(() => {});
      },
    });
  }, [conversationId]);

  // Reads what is on screen: the newest message from the other person, once, while visible.
  const newest = state.messages.at(-1)?.seq ?? 0;
  const { readSeq } = options;
  useEffect(() => {
    if (conversationId === undefined || state.status !== 'ready') return;
    const read = () => {
      if (document.visibilityState !== 'visible') return;
      if (newest <= readSeq || newest <= readAsked.current) return;
      readAsked.current = newest;
      api
        .readMessages(conversationId, newest)
        .then((result) => {
          setUnread(result.unread);
          onRead(conversationId, result.readSeq, result.conversationUnread);
        })
        .catch(() => {
          readAsked.current = 0;
        });
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [conversationId, state.status, newest, readSeq, onRead]);

  const send = useCallback(
    async (draft: MessageDraft) => {
      if (conversationId === undefined) return;
      const before = lastAttempt.current;
      const same = before && before.text === draft.text && before.image === draft.image;
      const attempt: Attempt = same
        ? before
        : { key: newKey(), text: draft.text, image: draft.image };
      lastAttempt.current = attempt;
      try {
        const imageId = draft.image
          ? (await api.uploadMessageImage(draft.image)).imageId
          : undefined;
        const sent = await api.sendMessage({
          conversationId,
          text: draft.text,
          ...(imageId ? { imageId } : {}),
          clientKey: attempt.key,
        });
        lastAttempt.current = undefined;
        setState((now) =>
          now.conversationId !== conversationId
            ? now
            : { ...now, messages: mergeMessages(now.messages, [sent]) },
        );
        onSent(sent);
      } catch (error) {
        // Refused for a reason of its own (not a lost answer): a changed draft gets a new key.
        if (error instanceof ApiError && error.code !== 0) lastAttempt.current = undefined;
        throw error;
      }
    },
    [conversationId, onSent],
  );

  return {
    state,
    reload: () => {
      if (conversationId === undefined) return;
      setState({ ...idle, conversationId, status: 'loading' });
      load(conversationId);
    },
    loadOlder,
    send,
  };
}
