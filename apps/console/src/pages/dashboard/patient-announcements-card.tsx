import { announcementHtmlTags, type Announcement, type Page } from '@cep/contract';
import { Badge, Card, CardContent, CardHeader, CardTitle, SafeHtml, useMessages } from '@cep/ui';
import { Megaphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { announcementsCardMessages } from './announcements-card-messages';

const bigLink =
  'inline-flex min-h-14 items-center gap-2 rounded-md border border-border px-6 text-lg font-medium text-foreground hover:bg-muted hc:border-foreground focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * The patient's latest announcements on 首页 (issue 16): pinned first, unread marked in words,
 * each body sanitized again in the browser. Its own chunk and its own request, after the first
 * cards, so 首页's first load does not grow; a failure says so in the card and nowhere else.
 */
export default function PatientAnnouncementsCard({
  load,
}: {
  load: () => Promise<Page<Announcement>>;
}) {
  const t = useMessages(announcementsCardMessages);
  const [state, setState] = useState<Announcement[] | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let current = true;
    load().then(
      (page) => current && setState(page.list),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <Megaphone aria-hidden="true" className="size-5 shrink-0 text-primary-text" />
            {t.title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {state === 'loading' && <p role="status">{t.loading}</p>}
        {state === 'failed' && <p>{t.failed}</p>}
        {Array.isArray(state) && state.length === 0 && <p className="text-lg">{t.none}</p>}
        {Array.isArray(state) && state.length > 0 && (
          <ul className="space-y-3">
            {state.map((announcement) => (
              <li key={announcement.id} className="space-y-1 rounded-md border border-border p-3">
                <p className="flex flex-wrap items-center gap-2 text-lg font-semibold">
                  {announcement.title}
                  {announcement.pinned && <Badge variant="info">{t.pinned}</Badge>}
                  {!announcement.read && <Badge variant="warning">{t.unread}</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">{t.from(announcement.authorName)}</p>
                <SafeHtml
                  html={announcement.bodyHtml}
                  allow={announcementHtmlTags}
                  className="line-clamp-3"
                />
              </li>
            ))}
          </ul>
        )}
        <Link to="/communityModule?tab=announcements" className={bigLink}>
          {t.all}
        </Link>
      </CardContent>
    </Card>
  );
}
