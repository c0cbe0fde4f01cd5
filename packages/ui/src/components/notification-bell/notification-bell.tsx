import { Bell } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { Badge } from '../badge';
import { Button } from '../button';
import { Popover, PopoverContent, PopoverTrigger } from '../popover';
import { notificationBellMessages } from './messages';

export interface NotificationItem {
  id: string | number;
  /** What happened, in words (never colour alone). */
  title: string;
  /** The numbers or the patient it concerns. */
  detail?: string;
  /** When, already formatted. */
  time?: string;
  unread?: boolean;
  /** Where the item leads (its numbers, its patient). */
  href?: string;
}

export interface NotificationBellProps {
  /** The unread count shown on the bell; 0 shows the bell without a badge. */
  unread: number;
  /** The latest items, shown when the list opens. */
  items: readonly NotificationItem[];
  /** True while the items load. */
  loading?: boolean;
  /** Called when the list opens or closes (load the items on open). */
  onOpenChange?: (open: boolean) => void;
  /** Offers "mark all read" when given and something is unread. */
  onMarkAllRead?: () => void;
  /**
   * Renders an item's link, for a router's own link; default a plain `<a href>`. It gets the
   * item's content and must close the list when followed (call `close`).
   */
  renderLink?: (item: NotificationItem, content: ReactNode, close: () => void) => ReactNode;
  className?: string;
}

/**
 * A bell for a toolbar with the unread count on it; it opens the latest items, each a link, with
 * "mark all read". The count is part of the button's name, and a polite status line says it again
 * when it changes, so a new alert is heard as well as seen. Data comes from the app (push it).
 * @selector [data-slot="notification-bell"]
 */
export function NotificationBell({
  unread,
  items,
  loading = false,
  onOpenChange,
  onMarkAllRead,
  renderLink,
  className,
}: NotificationBellProps) {
  const t = useMessages(notificationBellMessages);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  const close = () => change(false);
  const link = (item: NotificationItem, content: ReactNode) =>
    renderLink ? (
      renderLink(item, content, close)
    ) : (
      <a href={item.href} onClick={close} className="block">
        {content}
      </a>
    );
  return (
    <span data-slot="notification-bell" className={cn('inline-flex', className)}>
      <Popover open={open} onOpenChange={change}>
        <PopoverTrigger asChild>
          <Button variant="ghost" data-slot="notification-bell-trigger" className="px-2!">
            <Bell aria-hidden="true" />
            {/* The count is in the name below; the badge is for the eye. */}
            {unread > 0 && <Badge variant="danger" count={unread} aria-hidden="true" />}
            <span className="sr-only">
              {t.title}，{t.unread(unread)}
            </span>
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" aria-labelledby={titleId} className="w-96! p-0!">
          <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-2">
            <h2 id={titleId} className="text-base font-semibold">
              {t.title}
            </h2>
            {onMarkAllRead && unread > 0 && (
              <Button variant="link" size="sm" onClick={onMarkAllRead}>
                {t.markAllRead}
              </Button>
            )}
          </div>
          {loading && items.length === 0 ? (
            <p className="px-3 py-4 text-sm text-muted-foreground">{t.loading}</p>
          ) : items.length === 0 ? (
            <p className="px-3 py-4 text-sm text-muted-foreground">{t.empty}</p>
          ) : (
            <ul className="max-h-[60vh] overflow-y-auto">
              {items.map((item) => (
                <li
                  key={item.id}
                  data-unread={item.unread ? '' : undefined}
                  className="hover:bg-accent focus-within:bg-accent border-b border-border last:border-b-0"
                >
                  {link(
                    item,
                    <span className="flex flex-col gap-0.5 px-3 py-2 text-sm">
                      <span className="flex items-center gap-2 font-medium">
                        {item.unread && (
                          <Badge variant="danger" className="shrink-0">
                            {t.unreadMark}
                          </Badge>
                        )}
                        {item.title}
                      </span>
                      {item.detail && <span className="text-muted-foreground">{item.detail}</span>}
                      {item.time && <span className="text-muted-foreground">{item.time}</span>}
                    </span>,
                  )}
                </li>
              ))}
            </ul>
          )}
        </PopoverContent>
      </Popover>
      <span role="status" className="sr-only">
        {unread > 0 ? t.unread(unread) : ''}
      </span>
    </span>
  );
}
