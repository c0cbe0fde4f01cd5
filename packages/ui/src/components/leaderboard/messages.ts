import type { Locale } from '../../i18n';

export interface LeaderboardMessages {
  rank: (rank: number) => string;
  me: string;
  of: (progress: number, target: number) => string;
  done: string;
  empty: string;
}

export const leaderboardMessages: Record<Locale, LeaderboardMessages> = {
  'zh-CN': {
    rank: (rank) => `第${rank}名`,
    me: '我',
    of: (progress, target) => `${progress} / ${target}`,
    done: '已完成',
    empty: '还没有人参加',
  },
  'en-US': {
    rank: (rank) => `No. ${rank}`,
    me: 'Me',
    of: (progress, target) => `${progress} of ${target}`,
    done: 'Done',
    empty: 'No one has joined yet',
  },
};
