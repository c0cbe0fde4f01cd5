import type { Locale } from '@cep/ui';

export interface SchulteMessages {
  find: (target: number) => string;
  grid: string;
  found: string;
  timeLimit: (seconds: number) => string;
}

export const schulteMessages: Record<Locale, SchulteMessages> = {
  'zh-CN': {
    find: (target) => `请找 ${target}`,
    grid: '数字方格',
    found: '已找到',
    timeLimit: (seconds) => `限时 ${seconds} 秒`,
  },
  'en-US': {
    find: (target) => `Find ${target}`,
    grid: 'Number grid',
    found: 'found',
    timeLimit: (seconds) => `Time limit ${seconds} s`,
  },
};
