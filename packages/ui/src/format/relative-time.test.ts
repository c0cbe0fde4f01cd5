import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date(2026, 0, 10, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The moment `span` ms before `now` (after it when negative). */
const before = (span: number) => now.getTime() - span;

describe('relativeTime (minutes under 1 h, hours under 1 day, else days)', () => {
  const zh = (span: number) => relativeTime(before(span), { now });
  const en = (span: number) => relativeTime(before(span), { now, locale: 'en-US' });

  it('counts whole minutes under an hour', () => {
    expect(zh(0)).toBe('0 分钟前');
    expect(zh(59 * SECOND)).toBe('0 分钟前');
    expect(zh(MINUTE)).toBe('1 分钟前');
    expect(zh(3 * MINUTE + 59 * SECOND)).toBe('3 分钟前');
    expect(zh(59 * MINUTE)).toBe('59 分钟前');
    expect(zh(HOUR - 1)).toBe('59 分钟前');
    expect(en(0)).toBe('0 minutes ago');
    expect(en(MINUTE)).toBe('1 minute ago');
    expect(en(3 * MINUTE)).toBe('3 minutes ago');
    expect(en(59 * MINUTE)).toBe('59 minutes ago');
  });

  it('counts whole hours from 60 minutes to under a day', () => {
    expect(zh(60 * MINUTE)).toBe('1 小时前');
    expect(zh(2 * HOUR)).toBe('2 小时前');
    expect(zh(23 * HOUR)).toBe('23 小时前');
    expect(zh(DAY - 1)).toBe('23 小时前');
    expect(en(60 * MINUTE)).toBe('1 hour ago');
    expect(en(23 * HOUR)).toBe('23 hours ago');
  });

  it('counts whole days from 24 hours on', () => {
    expect(zh(24 * HOUR)).toBe('1 天前');
    expect(zh(47 * HOUR)).toBe('1 天前');
    expect(zh(48 * HOUR)).toBe('2 天前');
    expect(zh(400 * DAY)).toBe('400 天前');
    expect(en(24 * HOUR)).toBe('1 day ago');
    expect(en(47 * HOUR)).toBe('1 day ago');
    expect(en(48 * HOUR)).toBe('2 days ago');
  });

  it('reads a later moment ahead', () => {
    expect(zh(-3 * MINUTE)).toBe('3 分钟后');
    expect(zh(-2 * HOUR)).toBe('2 小时后');
    expect(zh(-DAY)).toBe('1 天后');
    expect(en(-MINUTE)).toBe('in 1 minute');
    expect(en(-3 * DAY)).toBe('in 3 days');
  });

  it('takes every input formatTime takes, epoch seconds included', () => {
    const time = new Date(before(3 * HOUR));
    expect(relativeTime(time, { now })).toBe('3 小时前');
    expect(relativeTime(time.getTime() / 1000, { now })).toBe('3 小时前');
    expect(relativeTime('2026-01-10 09:00:00', { now })).toBe('3 小时前');
    expect(relativeTime(time, { now: now.getTime() })).toBe('3 小时前');
  });

  it("returns '' for no valid moment", () => {
    expect(relativeTime(null, { now })).toBe('');
    expect(relativeTime('2026-02-30', { now })).toBe('');
    expect(relativeTime(now, { now: Number.NaN })).toBe('');
  });
});
