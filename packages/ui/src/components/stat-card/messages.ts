import type { Locale } from '../../i18n';

export interface StatCardMessages {
  /** Spoken trend: up or down by an amount, against a period. */
  up: (amount: string) => string;
  down: (amount: string) => string;
}

export const statCardMessages: Record<Locale, StatCardMessages> = {
  'zh-CN': { up: (amount) => `上升 ${amount}`, down: (amount) => `下降 ${amount}` },
  'en-US': { up: (amount) => `up ${amount}`, down: (amount) => `down ${amount}` },
};
