import type { Locale } from '../../i18n';

export interface NotificationBellMessages {
  title: string;
  /** The trigger's words after the count, e.g. "3 条未读提醒". */
  unread: (n: number) => string;
  empty: string;
  markAllRead: string;
  unreadMark: string;
  loading: string;
}

export const notificationBellMessages: Record<Locale, NotificationBellMessages> = {
  'zh-CN': {
    title: '提醒',
    unread: (n) => (n === 0 ? '没有未读提醒' : `${n} 条未读提醒`),
    empty: '暂无提醒',
    markAllRead: '全部标为已读',
    unreadMark: '未读',
    loading: '加载中…',
  },
  'en-US': {
    title: 'Alerts',
    unread: (n) => (n === 0 ? 'no unread alerts' : `${n} unread ${n === 1 ? 'alert' : 'alerts'}`),
    empty: 'No alerts',
    markAllRead: 'Mark all read',
    unreadMark: 'Unread',
    loading: 'Loading…',
  },
};
