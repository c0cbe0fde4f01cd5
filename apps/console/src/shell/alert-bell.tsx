import type { Finding } from '@cep/contract';
import { NotificationBell, timeAgo, useLocale, type NotificationItem } from '@cep/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api-client';
import { findingMessages } from '../assistant/finding-messages';

/*
 * The navbar's bell (issue 14): the clinician's unread alerts, pushed by the server as they arrive
 * (one stream per signed-in tab, GET /api/alert/stream); opening it lists the latest ones, and
 * following one marks it read. Patients have no alert:list: the shell mounts no bell, no stream.
 */

const LATEST = 10;

/** Mount only for a caller with alert:list (the console shell checks). */
export function AlertBell() {
  const locale = useLocale();
  const t = findingMessages[locale];
  const [unread, setUnread] = useState(0);
  const [alerts, setAlerts] = useState<Finding[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(
    () =>
      api.streamAlerts((event) => {
        setUnread(event.unread);
        const arrived = event.alert;
        if (arrived) {
          setAlerts((shown) =>
            [arrived, ...shown.filter((a) => a.id !== arrived.id)].slice(0, LATEST),
          );
        }
      }),
    [],
  );

  const load = () => {
    setLoading(true);
    api
      .listAlerts({ pageNum: 1, pageSize: LATEST })
      .then((page) => setAlerts(page.list))
      .catch(() => {})
      .finally(() => setLoading(false));
  };

  const markRead = (ids?: number[]) =>
    api
      .readAlerts(ids)
      .then(({ unread: left }) => {
        setUnread(left);
        setAlerts((shown) =>
          shown.map((a) => (!ids || ids.includes(a.id) ? { ...a, read: true } : a)),
        );
      })
      .catch(() => {});

  const items: NotificationItem[] = alerts.map((alert) => ({
    id: alert.id,
    title: `${t.titles[alert.rule]}：${alert.patientName}`,
    detail: t.why(alert),
    time: timeAgo(alert.createdAt, { locale }),
    unread: !alert.read,
    href: alert.link,
  }));

  return (
    <NotificationBell
      unread={unread}
      items={items}
      loading={loading}
      onOpenChange={(open) => open && load()}
      onMarkAllRead={() => void markRead()}
      renderLink={(item, content, close) => (
        <Link
          to={item.href ?? '/'}
          className="block"
          onClick={() => {
            close();
            if (item.unread) void markRead([Number(item.id)]);
          }}
        >
          {content}
        </Link>
      )}
    />
  );
}
