import type { Locale } from '@cep/ui';

export interface VisualSearchMessages {
  find: string;
  grid: string;
  done: string;
  marked: (count: number) => string;
  timeLimit: (seconds: number) => string;
  keys: string;
}

export const visualSearchMessages: Record<Locale, VisualSearchMessages> = {
  'zh-CN': {
    find: '请找出所有的',
    grid: '字的方格',
    done: '完成',
    marked: (count) => `已标记 ${count} 个`,
    timeLimit: (seconds) => `限时 ${seconds} 秒`,
    keys: '方向键移动，空格键标记或取消；找完后按“完成”。',
  },
  'en-US': {
    find: 'Find every',
    grid: 'Grid of characters',
    done: 'Done',
    marked: (count) => `${count} marked`,
    timeLimit: (seconds) => `${seconds} s limit`,
    keys: 'Arrow keys move, Space marks or unmarks; press “Done” when you have found them all.',
  },
};
