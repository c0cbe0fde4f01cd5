import { MESSAGE_TEXT_MAX, type Conversation, type Message } from '@cep/contract';
import {
  Button,
  Empty,
  MessageComposer,
  MessageThread,
  Skeleton,
  timeAgo,
  useLocale,
  useMessages,
  type MessageDraft,
  type ThreadMessage,
} from '@cep/ui';
import { ArrowLeft } from 'lucide-react';
import { useMemo, type Ref } from 'react';
import { usePicture } from '../../../use-picture';
import { messagesPanelMessages } from './messages';

export interface ConversationViewProps {
  conversation: Conversation;
  messages: readonly Message[];
  /** The thread's first page is still loading. */
  loading?: boolean;
  /** The thread could not be loaded: offers `onRetry`. */
  failed?: boolean;
  onRetry?: () => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onSend: (draft: MessageDraft) => Promise<void>;
  /** Back to the list (narrow screens show one or the other). */
  onBack: () => void;
  /** A patient's words and sizes. */
  patient?: boolean;
  /** The heading, focused when the conversation opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** "Now", for the times. */
  now: number;
}

/** A picture of a message: fetched with the token (only the two people may see it). */
function MessagePicture({ address, alt }: { address: string; alt: string }) {
  const src = usePicture(address);
  if (!src) return <Skeleton className="h-32 w-40" />;
  return <img src={src} alt={alt} className="max-h-60 max-w-full rounded-md" />;
}

/** One conversation: who it is with, its messages and the composer. */
export function ConversationView({
  conversation,
  messages,
  loading = false,
  failed = false,
  onRetry,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onSend,
  onBack,
  patient = false,
  headingRef,
  now,
}: ConversationViewProps) {
  const t = useMessages(messagesPanelMessages);
  const locale = useLocale();
  const { peer } = conversation;
  const size = patient ? 'lg' : 'md';

  const thread = useMemo<ThreadMessage[]>(
    () =>
      messages.map((message) => ({
        key: message.seq,
        mine: message.mine,
        text: message.text,
        ...(message.image
          ? { image: <MessagePicture address={message.image} alt={t.picture} /> }
          : {}),
        time: timeAgo(message.createdAt, { now, locale }),
        ...(message.mine
          ? { state: message.seq <= conversation.peerReadSeq ? 'read' : 'sent' }
          : {}),
      })),
    [messages, now, locale, t, conversation.peerReadSeq],
  );

  return (
    <div data-slot="conversation-view" className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-border px-3 py-2">
        <Button
          variant="ghost"
          size={size}
          icon={<ArrowLeft />}
          className="md:hidden"
          onClick={onBack}
        >
          {t.back}
        </Button>
        <h3
          ref={headingRef}
          tabIndex={-1}
          className={
            patient
              ? 'min-w-0 truncate text-xl font-semibold focus-visible:outline-3 focus-visible:outline-focus'
              : 'min-w-0 truncate text-lg font-semibold focus-visible:outline-3 focus-visible:outline-focus'
          }
        >
          {peer.name}
          <span className="ml-2 text-base font-normal text-muted-foreground">
            {peer.job ?? t.kinds[peer.kind]}
          </span>
        </h3>
      </div>
      {failed ? (
        <Empty
          className="flex-1"
          title={t.loadFailed}
          action={
            <Button size={size} onClick={onRetry}>
              {t.retry}
            </Button>
          }
        />
      ) : loading ? (
        <div className="flex flex-1 flex-col gap-3 p-3" aria-busy="true">
          <span className="sr-only">{t.loading}</span>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-10 w-1/2 self-end" />
          <Skeleton className="h-10 w-3/5" />
        </div>
      ) : (
        <MessageThread
          className="flex-1"
          messages={thread}
          label={t.threadLabel(peer.name)}
          peerName={peer.name}
          hasOlder={hasOlder}
          loadingOlder={loadingOlder}
          onLoadOlder={onLoadOlder}
          size={size}
        />
      )}
      <MessageComposer
        label={t.composerLabel(peer.name)}
        maxLength={MESSAGE_TEXT_MAX}
        onSend={onSend}
        disabled={!conversation.canSend}
        disabledReason={t.cannotSend}
        size={size}
      />
    </div>
  );
}
