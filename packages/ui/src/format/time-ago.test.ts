import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date(2026, 0, 10, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** The moment `span` ms before `now` (after it when negative). */
const before = (span: number) => now.getTime() - span;

describe('timeAgo (just now, minutes, hours, 1 day, then the date)', () => {
  const zh = (span: number) => timeAgo(before(span), { now });
  const en = (span: number) => timeAgo(before(span), { now, locale: 'en-US' });

  it('says just now under 30 seconds', () => {
    expect(zh(0)).toBe('刚刚');
    expect(zh(29 * SECOND)).toBe('刚刚');
    expect(zh(30 * SECOND - 1)).toBe('刚刚');
    expect(en(29 * SECOND)).toBe('just now');
  });

  it('counts minutes from 30 seconds, starting at 1', () => {
    expect(zh(30 * SECOND)).toBe('1 分钟前');
    expect(zh(MINUTE)).toBe('1 分钟前');
    expect(zh(3 * MINUTE)).toBe('3 分钟前');
    expect(zh(59 * MINUTE)).toBe('59 分钟前');
    expect(zh(HOUR - 1)).toBe('59 分钟前');
    expect(en(30 * SECOND)).toBe('1 minute ago');
    expect(en(3 * MINUTE)).toBe('3 minutes ago');
    expect(en(59 * MINUTE)).toBe('59 minutes ago');
  });

  it('counts hours from 60 minutes to under a day', () => {
    expect(zh(60 * MINUTE)).toBe('1 小时前');
    expect(zh(2 * HOUR)).toBe('2 小时前');
    expect(zh(23 * HOUR)).toBe('23 小时前');
    expect(en(60 * MINUTE)).toBe('1 hour ago');
    expect(en(2 * HOUR)).toBe('2 hours ago');
    expect(en(23 * HOUR)).toBe('23 hours ago');
  });

  it('says 1 day ago from 24 to under 48 hours', () => {
    expect(zh(24 * HOUR)).toBe('1 天前');
    expect(zh(47 * HOUR)).toBe('1 天前');
    expect(zh(48 * HOUR - 1)).toBe('1 天前');
    expect(en(24 * HOUR)).toBe('1 day ago');
    expect(en(47 * HOUR)).toBe('1 day ago');
  });

  it('writes the date from 48 hours on, y-m-d h:i:s unless told otherwise', () => {
    expect(zh(48 * HOUR)).toBe('2026-01-08 12:00:00');
    expect(en(48 * HOUR)).toBe('2026-01-08 12:00:00');
    expect(timeAgo(before(48 * HOUR), { now, pattern: '{m}月{d}日 星期{a}' })).toBe(
      '01月08日 星期四',
    );
    expect(timeAgo(before(48 * HOUR), { now, locale: 'en-US', pattern: '{a} {h}:{i}' })).toBe(
      'Thu 12:00',
    );
  });

  it('reads a later moment ahead, but a few seconds ahead as just now (clock skew)', () => {
    expect(zh(-29 * SECOND)).toBe('刚刚');
    expect(en(-29 * SECOND)).toBe('just now');
    expect(zh(-30 * SECOND)).toBe('1 分钟后');
    expect(zh(-3 * MINUTE)).toBe('3 分钟后');
    expect(zh(-2 * HOUR)).toBe('2 小时后');
    expect(zh(-24 * HOUR)).toBe('1 天后');
    expect(en(-3 * MINUTE)).toBe('in 3 minutes');
    expect(en(-HOUR)).toBe('in 1 hour');
    expect(en(-47 * HOUR)).toBe('in 1 day');
    expect(zh(-48 * HOUR)).toBe('2026-01-12 12:00:00');
  });

  it('takes epoch seconds as well as milliseconds', () => {
    const time = before(3 * MINUTE);
    expect(timeAgo(time / 1000, { now })).toBe('3 分钟前');
    expect(timeAgo(String(time / 1000), { now })).toBe('3 分钟前');
    expect(timeAgo(time, { now })).toBe('3 分钟前');
  });

  it("returns '' for no valid moment", () => {
    expect(timeAgo(undefined, { now })).toBe('');
    expect(timeAgo('not a date', { now })).toBe('');
    expect(timeAgo('2026-02-30 10:00:00', { now })).toBe('');
    expect(timeAgo(now, { now: new Date(Number.NaN) })).toBe('');
  });
});
