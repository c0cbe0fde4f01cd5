import type { Locale } from '@cep/ui';

const zh = {
  title: '公告',
  loading: '正在加载公告',
  none: '暂时没有新公告。',
  failed: '公告没有加载出来，稍后再看看。',
  pinned: '置顶',
  unread: '未读',
  all: '查看全部公告',
  from: (name: string) => `来自 ${name}`,
};

export type AnnouncementsCardMessages = typeof zh;

const en: AnnouncementsCardMessages = {
  title: 'Announcements',
  loading: 'Loading announcements',
  none: 'No new announcements.',
  failed: 'The announcements did not load; look again later.',
  pinned: 'Pinned',
  unread: 'Unread',
  all: 'See all announcements',
  from: (name) => `From ${name}`,
};

export const announcementsCardMessages: Record<Locale, AnnouncementsCardMessages> = {
  'zh-CN': zh,
  'en-US': en,
};
