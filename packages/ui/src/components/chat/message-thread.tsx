import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { chatMessages } from './messages';

export interface ThreadMessage {
  /** Stable across renders (a server id or a client key), so a message never shows twice. */
  key: string | number;
  /** Written by the person looking. */
  mine: boolean;
  text: string;
  /** A picture the app has loaded (e.g. an `<img>` with its alt). */
  image?: ReactNode;
  /** When, already formatted. */
  time: string;
  /**
   * How one's own message fares: on its way, not sent (with `onRetry`), delivered, or read by the
   * other person. Absent for theirs.
   */
  state?: 'sending' | 'failed' | 'sent' | 'read';
  onRetry?: () => void;
}

export interface MessageThreadProps {
  messages: readonly ThreadMessage[];
  /** The region's name (e.g. 与张医生的消息). */
  label: string;
  /** The other person, said before their messages to screen readers and in the live line. */
  peerName: string;
  /** Earlier messages exist on the server. */
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  /**
   * `lg` for patient screens: larger text and buttons.
   * @default 'md'
   */
  size?: 'md' | 'lg';
  className?: string;
}

/** How close to the bottom still counts as "reading the newest" (new messages then scroll in). */
const NEAR_BOTTOM_PX = 96;

/**
 * One conversation's messages, oldest at the top: one's own on the right, theirs on the left, each
 * with its time and (one's own) whether it was delivered or read. The list scrolls by itself to a
 * new message when the reader is at the bottom or sent it, and keeps its place when earlier
 * messages load above. A new message from the other person is also said in a polite live line.
 * The scrolling box takes focus, so the keyboard scrolls it.
 * @selector [data-slot="message-thread"]
 */
export function MessageThread({
  messages,
  label,
  peerName,
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  size = 'md',
  className,
}: MessageThreadProps) {
  const t = useMessages(chatMessages);
  const boxRef = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: string | number; last?: string | number; height: number }>({
    height: 0,
  });
  const [live, setLive] = useState('');
  const large = size === 'lg';

  // Before the browser paints: where the list was, where it must be now.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const first = messages[0]?.key;
    const last = messages.at(-1);
    const before = seen.current;
    const wasNearBottom =
      before.height === 0 || before.height - box.clientHeight - box.scrollTop <= NEAR_BOTTOM_PX;
    if (before.last === undefined || (last && last.key !== before.last)) {
      // A new newest message (or the first render): follow it if the reader was at the bottom.
      if (before.last === undefined || wasNearBottom || last?.mine) {
        box.scrollTop = box.scrollHeight;
      }
      if (before.last !== undefined && last && !last.mine) {
        setLive(t.arrived(peerName, last.text || t.picture));
      }
    } else if (first !== before.first && before.first !== undefined) {
      // Earlier messages came in above: keep what the reader was looking at in place.
      box.scrollTop += box.scrollHeight - before.height;
    }
    seen.current = { first, last: last?.key, height: box.scrollHeight };
  }, [messages, peerName, t]);

  return (
    <div data-slot="message-thread" className={cn('flex min-h-0 flex-col', className)}>
      <div
        ref={boxRef}
        // A scrolling box must be reachable by keyboard to be scrolled by it (axe's
        // scrollable-region-focusable); its name says what it holds.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        aria-label={label}
        role="region"
        className={cn(
          'min-h-0 flex-1 overflow-y-auto px-3 py-3',
          'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
        )}
        onScroll={(event) => {
          seen.current.height = event.currentTarget.scrollHeight;
        }}
      >
        <div className="flex justify-center pb-3">
          {hasOlder ? (
            <Button
              variant="text"
              size={large ? 'lg' : 'md'}
              loading={loadingOlder}
              onClick={onLoadOlder}
            >
              {loadingOlder ? t.loadingOlder : t.loadOlder}
            </Button>
          ) : messages.length > 0 ? (
            <p className="text-sm text-muted-foreground">{t.noOlder}</p>
          ) : null}
        </div>
        {messages.length === 0 ? (
          <p className={cn('py-8 text-center text-muted-foreground', large && 'text-lg')}>
            {t.noMessages}
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {messages.map((message) => (
              <li
                key={message.key}
                data-slot="thread-message"
                data-mine={message.mine ? '' : undefined}
                className={cn('flex flex-col gap-1', message.mine ? 'items-end' : 'items-start')}
              >
                <div
                  className={cn(
                    'max-w-[85%] rounded-lg border px-3 py-2 break-words whitespace-pre-wrap',
                    large ? 'text-lg' : 'text-base',
                    message.mine
                      ? 'border-primary-subtle bg-primary-subtle text-foreground hc:border-foreground'
                      : 'border-border bg-muted text-foreground hc:border-foreground',
                  )}
                >
                  <span className="sr-only">{message.mine ? t.me : peerName}：</span>
                  {message.image && <span className="mb-1 block">{message.image}</span>}
                  {message.text}
                </div>
                <span className="flex items-center gap-2 text-sm text-muted-foreground">
                  <span className="tabular-nums">{message.time}</span>
                  {message.state === 'sending' && <span>{t.sending}</span>}
                  {message.state === 'sent' && <span>{t.sent}</span>}
                  {message.state === 'read' && <span>{t.read}</span>}
                  {message.state === 'failed' && (
                    <>
                      <span className="font-medium text-danger">{t.failed}</span>
                      {message.onRetry && (
                        <Button variant="link" size={large ? 'lg' : 'sm'} onClick={message.onRetry}>
                          {t.retry}
                        </Button>
                      )}
                    </>
                  )}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <p role="status" className="sr-only">
        {live}
      </p>
    </div>
  );
}
