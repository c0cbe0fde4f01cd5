import type { Announcement } from '@cep/contract';
import { Button, useMessages } from '@cep/ui';
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { api } from '../../../api-client';
import { AnnouncementCard } from '../announcement-card';
import { useCommunityVersion } from '../live';
import { communityMessages } from '../messages';

/** 公告 (patient): those meant for them, pinned first; "我已读完" tells the author they read it. */
export default function AnnouncementsPanel() {
  const t = useMessages(communityMessages);
  const version = useCommunityVersion('announcements');
  const [list, setList] = useState<Announcement[] | null>(null);
  useEffect(() => {
    let current = true;
    api.listAnnouncements({ pageSize: 50 }).then(
      (page) => current && setList(page.list),
      () => current && setList([]),
    );
    return () => {
      current = false;
    };
  }, [version]);

  if (list === null) return <p role="status">{t.loading}</p>;
  if (list.length === 0) return <p className="text-lg">{t.noAnnouncements}</p>;
  return (
    <ul className="flex flex-col gap-4" aria-label={t.tabs.announcements}>
      {list.map((announcement) => (
        <li key={announcement.id}>
          <AnnouncementCard
            announcement={announcement}
            showUnread
            headingLevel={2}
            actions={
              announcement.read ? (
                <span className="flex items-center gap-1 text-success">
                  <Check aria-hidden="true" className="size-5" />
                  {t.read}
                </span>
              ) : (
                <Button
                  size="lg"
                  variant="primary"
                  aria-label={t.markReadOf(announcement.title)}
                  onClick={() =>
                    void api
                      .readAnnouncement(announcement.id)
                      .then(() =>
                        setList(
                          (all) =>
                            all?.map((a) =>
                              a.id === announcement.id ? { ...a, read: true } : a,
                            ) ?? null,
                        ),
                      )
                  }
                >
                  {t.markRead}
                </Button>
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}
