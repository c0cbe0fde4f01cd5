import type { Locale } from '../i18n/locale';

// Plain tables, not Intl.RelativeTimeFormat: it writes `3分钟前` without the space the product's
// Chinese puts between a number and its unit, and `numeric: 'auto'` turns `1 day ago` into
// `yesterday` / `昨天`, which is a calendar day, not 24 hours.

export type RelativeUnit = 'minute' | 'hour' | 'day';

interface Phrases {
  justNow: string;
  amount: (count: number, unit: RelativeUnit) => string;
  past: (amount: string) => string;
  future: (amount: string) => string;
}

const ENGLISH_UNITS: Record<RelativeUnit, string> = { minute: 'minute', hour: 'hour', day: 'day' };
const CHINESE_UNITS: Record<RelativeUnit, string> = { minute: '分钟', hour: '小时', day: '天' };

export const RELATIVE_PHRASES: Record<Locale, Phrases> = {
  'zh-CN': {
    justNow: '刚刚',
    amount: (count, unit) => `${count} ${CHINESE_UNITS[unit]}`,
    past: (amount) => `${amount}前`,
    future: (amount) => `${amount}后`,
  },
  'en-US': {
    justNow: 'just now',
    amount: (count, unit) => `${count} ${ENGLISH_UNITS[unit]}${count === 1 ? '' : 's'}`,
    past: (amount) => `${amount} ago`,
    future: (amount) => `in ${amount}`,
  },
};

/** `3 分钟前` / `3 minutes ago`, or `3 分钟后` / `in 3 minutes` when the moment is ahead. */
export function relativePhrase(
  locale: Locale,
  count: number,
  unit: RelativeUnit,
  ahead: boolean,
): string {
  const phrases = RELATIVE_PHRASES[locale];
  const amount = phrases.amount(count, unit);
  return ahead ? phrases.future(amount) : phrases.past(amount);
}
