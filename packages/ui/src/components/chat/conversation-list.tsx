import { MessagesSquare } from 'lucide-react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { Avatar } from '../avatar';
import { Badge } from '../badge';
import { Empty } from '../empty';
import { chatMessages } from './messages';

export interface ConversationListItem {
  id: string | number;
  /** The other person's name. */
  name: string;
  /** Who they are, in plain words (康复师, 患者). */
  role?: string;
  /** Their picture; initials show without one. */
  avatarSrc?: string;
  /** The app's own avatar element (e.g. a picture fetched with a token), instead of `avatarSrc`. */
  avatar?: ReactNode;
  /** The newest message, already shortened; `null` for a picture only. */
  preview?: string | null;
  /** When it came, already formatted. */
  time?: string;
  /** Messages from them not read yet. */
  unread?: number;
  /** A word about the conversation (e.g. "只能查看"), shown under the preview. */
  note?: string;
}

export interface ConversationListProps {
  items: readonly ConversationListItem[];
  /** The conversation shown beside (or instead of) the list. */
  selectedId?: string | number | undefined;
  onSelect: (id: string | number) => void;
  /** The list's name for screen readers (e.g. 我的会话). */
  label: string;
  /**
   * `lg` for patient screens: larger text, taller rows (well over 44 px).
   * @default 'md'
   */
  size?: 'md' | 'lg';
  /** Shown when there are no items; default a plain "no conversations yet". */
  empty?: ReactNode;
  className?: string;
}

/**
 * The conversations of a messaging screen: each a button with the person, their role, the newest
 * message, when, and an unread count (in words for screen readers). The open one is marked
 * `aria-current`. Tab or the arrow keys move between them; Home and End jump.
 * @selector [data-slot="conversation-list"]
 */
export function ConversationList({
  items,
  selectedId,
  onSelect,
  label,
  size = 'md',
  empty,
  className,
}: ConversationListProps) {
  const t = useMessages(chatMessages);
  const listRef = useRef<HTMLUListElement>(null);

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    const buttons = [
      ...(listRef.current?.querySelectorAll<HTMLButtonElement>('[data-slot="conversation"]') ?? []),
    ];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0 || buttons.length === 0) return;
    event.preventDefault();
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? buttons.length - 1
          : (at + (event.key === 'ArrowDown' ? 1 : -1) + buttons.length) % buttons.length;
    buttons[next]?.focus();
  };

  if (items.length === 0) {
    return (
      <div data-slot="conversation-list" className={className}>
        {empty ?? <Empty icon={MessagesSquare} title={t.noConversations} />}
      </div>
    );
  }

  const large = size === 'lg';
  return (
    <ul
      ref={listRef}
      data-slot="conversation-list"
      aria-label={label}
      className={cn('flex flex-col', className)}
    >
      {items.map((item) => {
        const selected = selectedId !== undefined && item.id === selectedId;
        const unread = item.unread ?? 0;
        return (
          <li key={item.id} className="border-b border-border last:border-b-0">
            <button
              type="button"
              data-slot="conversation"
              data-id={item.id}
              data-unread={unread > 0 ? '' : undefined}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
              onKeyDown={move}
              className={cn(
                'flex w-full cursor-pointer items-center gap-3 text-left',
                'hover:bg-muted aria-current:bg-primary-subtle',
                'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
                'hc:aria-current:outline-2 hc:aria-current:-outline-offset-2 hc:aria-current:outline-foreground',
                large ? 'min-h-20 px-4 py-3 text-lg' : 'min-h-16 px-3 py-2 text-base',
              )}
            >
              {item.avatar ?? (
                <Avatar
                  src={item.avatarSrc}
                  alt=""
                  name={item.name}
                  size={large ? 'lg' : 'md'}
                  aria-hidden="true"
                />
              )}
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex items-baseline gap-2">
                  <span className="truncate font-semibold">{item.name}</span>
                  {item.role && (
                    <span className="shrink-0 text-sm text-muted-foreground">{item.role}</span>
                  )}
                  {item.time && (
                    <span className="ml-auto shrink-0 text-sm text-muted-foreground tabular-nums">
                      {item.time}
                    </span>
                  )}
                </span>
                <span className="flex items-center gap-2">
                  <span
                    className={cn(
                      'min-w-0 flex-1 truncate',
                      unread > 0 ? 'font-medium text-foreground' : 'text-muted-foreground',
                    )}
                  >
                    {item.preview === null ? t.picture : (item.preview ?? '')}
                  </span>
                  {unread > 0 && <Badge variant="danger" count={unread} aria-hidden="true" />}
                  {unread > 0 && <span className="sr-only">{t.unread(unread)}</span>}
                </span>
                {item.note && <span className="text-sm text-muted-foreground">{item.note}</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
