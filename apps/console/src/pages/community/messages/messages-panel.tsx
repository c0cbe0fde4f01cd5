import { useSession } from '@cep/auth/react';
import type { Conversation, Message, MessageContact } from '@cep/contract';
import {
  Avatar,
  Button,
  ConversationList,
  type ConversationListItem,
  Empty,
  Skeleton,
  useLocale,
  useMessages,
  useMinuteClock,
} from '@cep/ui';
import { MessagesSquare, PenLine } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { api } from '../../../api-client';
import { holdMessageChannel, messageState } from '../../../messaging/channel';
import { usePicture } from '../../../use-picture';
import { ContactPicker } from './contact-picker';
import { ConversationView } from './conversation-view';
import { conversationItem } from './format';
import { messagesPanelMessages } from './messages';
import { useConversations } from './use-conversations';
import { useThread } from './use-thread';

/** The search parameter naming the open conversation (kept through reloads and back/forward). */
const CONVERSATION_PARAM = 'conversation';

const loadContacts = (query: { name?: string; pageNum: number; pageSize: number }) =>
  api.listMessageContacts(query);

/**
 * 消息 (issue 16): the caller's conversations and the open one, live over the tab's message
 * channel. A patient writes to the clinicians of their care team (large text and targets, plain
 * words); staff write to staff and their teams' patients. Wide screens show the list beside the
 * conversation; below 768 px one at a time, with a way back. The open conversation is in the URL
 * (`?conversation=`), so a reload or the back button keeps it. The panel fills the window's
 * height but ends above the shell's floating settings button, which would cover 发送 otherwise.
 */
export default function MessagesPanel() {
  const t = useMessages(messagesPanelMessages);
  const session = useSession();
  const patient =
    session.roles.includes('patient') &&
    !session.roles.includes('doctor') &&
    !session.roles.includes('admin');
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get(CONVERSATION_PARAM)) || undefined;
  const { status, wasOnline } = useSnapshot(messageState);
  const { state, load, loadMore, upsert, markRead } = useConversations();
  const [pickerOpen, setPickerOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const now = useMinuteClock();
  const listId = useId();
  const titleId = useId();

  // The panel keeps the channel open too (the navbar's button normally already does).
  useEffect(() => holdMessageChannel(), []);

  const conversation =
    state.status === 'ready' ? state.list.find((c) => c.id === selected) : undefined;

  const onSent = useCallback(
    (message: Message) => {
      if (!conversation || conversation.id !== message.conversationId) return;
      upsert(
        {
          ...conversation,
          lastSeq: Math.max(conversation.lastSeq, message.seq),
          readSeq: Math.max(conversation.readSeq, message.seq),
          unread: 0,
          lastMessage: {
            seq: message.seq,
            text: message.text.slice(0, 100),
            hasImage: message.image !== null,
            mine: true,
            createdAt: message.createdAt,
          },
          updatedAt: message.createdAt,
        },
        true,
      );
    },
    [conversation, upsert],
  );
  const thread = useThread(conversation?.id, {
    readSeq: conversation?.readSeq ?? 0,
    onRead: markRead,
    onSent,
  });

  // Focus follows the reader's own choices only (not a conversation already open at page load).
  const chosen = useRef(false);
  const open = useCallback(
    (id: number) => {
      chosen.current = true;
      setParams((now) => {
        const next = new URLSearchParams(now);
        next.set(CONVERSATION_PARAM, String(id));
        return next;
      });
    },
    [setParams],
  );
  const back = useCallback(() => {
    setParams((now) => {
      const next = new URLSearchParams(now);
      next.delete(CONVERSATION_PARAM);
      return next;
    });
  }, [setParams]);

  // A conversation opened: its heading takes focus (on narrow screens the list just went away).
  // Closed: focus goes back to it in the list.
  const openedId = conversation?.id;
  const lastOpened = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (openedId !== undefined) {
      if (chosen.current) headingRef.current?.focus();
    } else if (lastOpened.current !== undefined) {
      document
        .querySelector<HTMLButtonElement>(
          `#${CSS.escape(listId)} [data-slot="conversation"][data-id="${lastOpened.current}"]`,
        )
        ?.focus();
    }
    lastOpened.current = openedId;
  }, [openedId, listId]);

  const pick = (contact: MessageContact) => {
    setPickerOpen(false);
    api
      .startConversation(contact.userId)
      .then((started) => {
        upsert(started);
        open(started.id);
      })
      .catch(() => {});
  };

  const listWidth = patient ? 'md:w-96' : 'md:w-80';
  const items = useConversationItems(state.status === 'ready' ? state.list : [], now, patient);
  const connection =
    wasOnline && status !== 'online'
      ? status === 'offline'
        ? t.offline
        : status === 'signedOut'
          ? t.signedOut
          : t.reconnecting
      : '';

  return (
    <section
      aria-labelledby={titleId}
      data-slot="messages-panel"
      className="flex h-[max(28rem,calc(100dvh-17rem))] flex-col overflow-hidden rounded-md border border-border bg-background"
    >
      <h2 id={titleId} className="sr-only">
        {t.title}
      </h2>
      <p
        role="status"
        className={
          connection
            ? 'border-b border-border bg-muted px-3 py-2 text-sm text-foreground'
            : 'sr-only'
        }
      >
        {connection}
      </p>
      <div className="flex min-h-0 flex-1">
        <div
          className={
            conversation
              ? `hidden min-h-0 w-full flex-col border-border md:flex md:border-r ${listWidth}`
              : `flex min-h-0 w-full flex-col border-border md:border-r ${listWidth}`
          }
        >
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-3 py-2">
            <h3 className={patient ? 'text-xl font-semibold' : 'text-lg font-semibold'}>
              {patient ? t.patientConversations : t.conversations}
            </h3>
            <Button
              variant="primary"
              size={patient ? 'lg' : 'md'}
              icon={<PenLine />}
              onClick={() => setPickerOpen(true)}
            >
              {patient ? t.patientNewMessage : t.newMessage}
            </Button>
          </div>
          <div id={listId} className="min-h-0 flex-1 overflow-y-auto">
            {state.status === 'loading' ? (
              <div className="flex flex-col gap-2 p-3" aria-busy="true">
                <span className="sr-only">{t.loading}</span>
                <Skeleton className="h-14" />
                <Skeleton className="h-14" />
              </div>
            ) : state.status === 'failed' ? (
              <Empty
                title={t.loadFailed}
                action={
                  <Button size={patient ? 'lg' : 'md'} onClick={load}>
                    {t.retry}
                  </Button>
                }
              />
            ) : (
              <>
                <ConversationList
                  items={items}
                  selectedId={conversation?.id}
                  onSelect={(id) => open(Number(id))}
                  label={patient ? t.patientConversations : t.conversations}
                  size={patient ? 'lg' : 'md'}
                  empty={
                    <Empty
                      icon={MessagesSquare}
                      title={t.noConversations}
                      description={patient ? t.patientNoConversationsHint : t.noConversationsHint}
                    />
                  }
                />
                {state.list.length < state.total && (
                  <div className="p-3">
                    <Button className="w-full" onClick={loadMore}>
                      {t.moreConversations}
                    </Button>
                  </div>
                )}
              </>
            )}
          </div>
        </div>
        <div
          className={
            conversation ? 'flex min-h-0 flex-1 flex-col' : 'hidden min-h-0 flex-1 flex-col md:flex'
          }
        >
          {conversation ? (
            <ConversationView
              conversation={conversation}
              messages={thread.state.messages}
              loading={thread.state.status === 'loading'}
              failed={thread.state.status === 'failed'}
              onRetry={thread.reload}
              hasOlder={thread.state.hasOlder}
              loadingOlder={thread.state.loadingOlder}
              onLoadOlder={thread.loadOlder}
              onSend={thread.send}
              onBack={back}
              patient={patient}
              headingRef={headingRef}
              now={now}
            />
          ) : (
            <Empty icon={MessagesSquare} title={t.pickConversation} className="flex-1" />
          )}
        </div>
      </div>
      <ContactPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        loadContacts={loadContacts}
        onPick={pick}
        patient={patient}
      />
    </section>
  );
}

/** A person's picture in the list, fetched with the token when it needs one. */
function PeerAvatar({ address, name, large }: { address: string; name: string; large: boolean }) {
  const src = usePicture(address || undefined);
  return <Avatar src={src} alt="" name={name} size={large ? 'lg' : 'md'} aria-hidden="true" />;
}

/** The list's rows. */
function useConversationItems(
  list: readonly Conversation[],
  now: number,
  large: boolean,
): ConversationListItem[] {
  const t = useMessages(messagesPanelMessages);
  const locale = useLocale();
  return useMemo(
    () =>
      list.map((conversation) => ({
        ...conversationItem(conversation, now, locale, t),
        avatar: (
          <PeerAvatar
            address={conversation.peer.avatar}
            name={conversation.peer.name}
            large={large}
          />
        ),
      })),
    [list, now, locale, t, large],
  );
}
