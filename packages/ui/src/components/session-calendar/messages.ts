import type { Locale } from '../../i18n';

export interface SessionCalendarMessages {
  empty: string;
  place: string;
  video: string;
  joinVideo: (title: string) => string;
  seats: (signedUp: number, capacity: number) => string;
  full: string;
  today: string;
}

export const sessionCalendarMessages: Record<Locale, SessionCalendarMessages> = {
  'zh-CN': {
    empty: '近期没有安排活动',
    place: '地点',
    video: '视频',
    joinVideo: (title) => `进入视频：${title}`,
    seats: (signedUp, capacity) => `已报名 ${signedUp} / ${capacity} 人`,
    full: '名额已满',
    today: '今天',
  },
  'en-US': {
    empty: 'No sessions coming up',
    place: 'Place',
    video: 'Video',
    joinVideo: (title) => `Join the video: ${title}`,
    seats: (signedUp, capacity) => `${signedUp} of ${capacity} signed up`,
    full: 'Full',
    today: 'Today',
  },
};
