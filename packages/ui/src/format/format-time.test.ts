import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_PATTERN, formatTime } from './format-time';

// A Monday; built in local time, so the tests hold in any time zone.
const monday = new Date(2026, 0, 5, 9, 3, 7);

describe('formatTime', () => {
  it('writes y-m-d h:i:s by default, every field zero-padded', () => {
    expect(DEFAULT_TIME_PATTERN).toBe('{y}-{m}-{d} {h}:{i}:{s}');
    expect(formatTime(monday)).toBe('2026-01-05 09:03:07');
    expect(formatTime(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31 23:59:59');
    expect(formatTime(new Date(2026, 0, 1, 0, 0, 0))).toBe('2026-01-01 00:00:00');
  });

  it('pads the year to 4 digits', () => {
    const early = new Date(2026, 0, 5);
    early.setFullYear(50);
    expect(formatTime(early, '{y}-{m}-{d}')).toBe('0050-01-05');
  });

  it('follows the pattern and keeps the text around the tokens', () => {
    expect(formatTime(monday, '{y}年{m}月{d}日 {h}时{i}分')).toBe('2026年01月05日 09时03分');
    expect(formatTime(monday, '{h}:{i}')).toBe('09:03');
    expect(formatTime(monday, 'no tokens')).toBe('no tokens');
    expect(formatTime(monday, '{x} {yy}')).toBe('{x} {yy}');
  });

  it('writes the weekday in Chinese by default and in English on request', () => {
    expect(formatTime(monday, '星期{a}')).toBe('星期一');
    expect(formatTime(monday, '{a}', { locale: 'zh-CN' })).toBe('一');
    expect(formatTime(monday, '{a}, {y}-{m}-{d}', { locale: 'en-US' })).toBe('Mon, 2026-01-05');
  });

  it('names every day of the week, Sunday first', () => {
    const week = Array.from({ length: 7 }, (_, i) => new Date(2026, 0, 4 + i)); // 4 Jan: a Sunday
    expect(week.map((day) => formatTime(day, '{a}'))).toEqual([
      '日',
      '一',
      '二',
      '三',
      '四',
      '五',
      '六',
    ]);
    expect(week.map((day) => formatTime(day, '{a}', { locale: 'en-US' }))).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
  });

  it('gives the same text for epoch seconds, milliseconds and their strings', () => {
    const ms = monday.getTime();
    for (const input of [ms, ms / 1000, String(ms), String(ms / 1000)]) {
      expect(formatTime(input), String(input)).toBe('2026-01-05 09:03:07');
    }
  });

  it('reads y-m-d and ISO strings', () => {
    expect(formatTime('2026-01-05')).toBe('2026-01-05 00:00:00');
    expect(formatTime('2026-01-05T09:03:07')).toBe('2026-01-05 09:03:07');
    const instant = new Date(Date.UTC(2026, 0, 5, 1, 3, 7));
    expect(formatTime('2026-01-05T01:03:07.000Z')).toBe(formatTime(instant));
  });

  it('writes the same digits in both languages', () => {
    expect(formatTime(monday, DEFAULT_TIME_PATTERN, { locale: 'en-US' })).toBe(
      '2026-01-05 09:03:07',
    );
  });

  it("returns '' for no valid moment, never NaN", () => {
    for (const input of [null, undefined, '', 'soon', '2026-02-30', Number.NaN, new Date('x')]) {
      expect(formatTime(input), String(input)).toBe('');
    }
  });
});
