import type { Locale } from '@cep/ui';

export interface TrailMessages {
  board: string;
  startAt: string;
  reached: (done: number, total: number) => string;
  wrong: (last: string | null) => string;
  done: string;
  timeLimit: (seconds: number) => string;
  keys: string;
}

export const trailMessages: Record<Locale, TrailMessages> = {
  'zh-CN': {
    board: '连线圆圈',
    startAt: '从 1 开始。',
    reached: (done, total) => `已连 ${done} / ${total} 个`,
    wrong: (last) =>
      last === null ? '这个不对。请从 1 开始。' : `这个不对。请从 ${last} 接着找下一个。`,
    done: '已连',
    timeLimit: (seconds) => `限时 ${seconds} 秒`,
    keys: '键盘：Tab 或方向键移动，回车或空格选中。',
  },
  'en-US': {
    board: 'Trail circles',
    startAt: 'Start at 1.',
    reached: (done, total) => `${done} of ${total} joined`,
    wrong: (last) =>
      last === null ? 'Not that one. Start at 1.' : `Not that one. Go on from ${last} to the next.`,
    done: 'joined',
    timeLimit: (seconds) => `Time limit ${seconds} s`,
    keys: 'Keyboard: Tab or the arrow keys to move, Enter or Space to choose.',
  },
};
