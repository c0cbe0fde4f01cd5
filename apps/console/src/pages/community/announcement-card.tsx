import { announcementHtmlTags, type Announcement } from '@cep/contract';
import { Badge, SafeHtml, TimeAgoText, useMessages } from '@cep/ui';
import { Pin } from 'lucide-react';
import type { ReactNode } from 'react';
import { communityMessages, type CommunityMessages } from './messages';

/** Who an announcement is for, in words. */
export function audienceText(announcement: Announcement, t: CommunityMessages): string {
  if (announcement.audience === 'group') return t.toGroup(announcement.groupName ?? '');
  return announcement.audience === 'all' ? t.toAll : t.toCareTeam;
}

/**
 * One announcement: title, pinned and unread marks in words, author and time, the body through
 * SafeHtml (sanitized again in the browser, after the server), and what the reader may do.
 */
export function AnnouncementCard({
  announcement,
  actions,
  headingLevel = 3,
  showUnread = false,
}: {
  announcement: Announcement;
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Patients: mark what they have not read. */
  showUnread?: boolean;
}) {
  const t = useMessages(communityMessages);
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      aria-labelledby={`announcement-${announcement.id}`}
      className="flex flex-col gap-2 rounded-md border border-border p-4"
    >
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Heading id={`announcement-${announcement.id}`} className="text-lg font-semibold">
            {announcement.title}
          </Heading>
          {announcement.pinned && (
            <Badge variant="info">
              <Pin aria-hidden="true" className="size-3" />
              {t.pinned}
            </Badge>
          )}
          {showUnread && !announcement.read && <Badge variant="warning">{t.unread}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">
          {announcement.authorName} · <TimeAgoText time={announcement.createdAt} /> ·{' '}
          {audienceText(announcement, t)}
        </p>
      </header>
      <SafeHtml html={announcement.bodyHtml} allow={announcementHtmlTags} className="text-lg" />
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}
