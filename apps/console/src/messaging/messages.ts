import type { Locale } from '@cep/ui';

/** Words of the navbar's messages button. */
export const messagingMessages: Record<Locale, { label: string; unread: (n: number) => string }> = {
  'zh-CN': { label: '消息', unread: (n) => `${n} 条未读消息` },
  'en-US': {
    label: 'Messages',
    unread: (n) => `${n} unread ${n === 1 ? 'message' : 'messages'}`,
  },
};
