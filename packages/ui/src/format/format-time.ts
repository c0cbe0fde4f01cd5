import type { Locale } from '../i18n/locale';
import { toDate, type TimeInput } from './time-input';

/** The platform's one date-time form: `2026-01-05 09:03:07`, local time, 24-hour clock. */
export const DEFAULT_TIME_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';

// `{a}` is the weekday, written the way each language writes it after a date.
const WEEKDAYS: Record<Locale, readonly string[]> = {
  'zh-CN': ['日', '一', '二', '三', '四', '五', '六'],
  'en-US': ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

const TOKEN = /\{([ymdhisa])\}/g;

export interface FormatTimeOptions {
  /**
   * Language of `{a}`; the numbers are the same in both.
   * @default 'zh-CN'
   */
  locale?: Locale;
}

/**
 * Writes a moment in local time after `pattern`: `{y}` year (4 digits), `{m}` month, `{d}` day,
 * `{h}` hour (00–23), `{i}` minute, `{s}` second (all 2 digits), `{a}` weekday (`一` / `Mon`).
 * Other text is kept.
 *
 * @returns the text, or `''` when `time` is no valid moment — a cell then shows nothing rather
 * than `NaN-NaN-NaN`, and the result is always a string a template can print.
 */
export function formatTime(
  time: TimeInput,
  pattern: string = DEFAULT_TIME_PATTERN,
  { locale = 'zh-CN' }: FormatTimeOptions = {},
): string {
  const date = toDate(time);
  if (!date) return '';
  const fields = {
    y: pad(date.getFullYear(), 4),
    m: pad(date.getMonth() + 1, 2),
    d: pad(date.getDate(), 2),
    h: pad(date.getHours(), 2),
    i: pad(date.getMinutes(), 2),
    s: pad(date.getSeconds(), 2),
    a: WEEKDAYS[locale][date.getDay()]!,
  };
  return pattern.replace(TOKEN, (_, key: keyof typeof fields) => fields[key]);
}

// Years before 1 AD are negative: keep the sign in front of the padding.
function pad(value: number, width: number): string {
  const digits = String(Math.abs(value)).padStart(width, '0');
  return value < 0 ? `-${digits}` : digits;
}
