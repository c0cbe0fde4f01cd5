import { describe, expect, it } from 'vitest';
import { fontRuns, parseUnicodeRange } from './pdf-font';
import { reportPeriod } from './report-document';

describe('the report PDF (issue 31)', () => {
  it('covers the last 28 China days by default, a year at most', () => {
    // 2026-11-28 17:00 UTC is 2026-11-29 01:00 in UTC+8.
    const now = Date.UTC(2026, 10, 28, 17);
    expect(reportPeriod(undefined, undefined, now)).toEqual({
      from: '2026-11-02',
      to: '2026-11-29',
    });
    expect(reportPeriod(undefined, '2026-03-28', now)).toEqual({
      from: '2026-03-01',
      to: '2026-03-28',
    });
    expect(reportPeriod('2025-01-01', '2025-12-31', now).from).toBe('2025-01-01');
    expect(() => reportPeriod('2025-01-01', '2026-01-02', now)).toThrow(/最长/);
    expect(() => reportPeriod('2026-03-02', '2026-03-01', now)).toThrow(/不能早于/);
  });

  it('writes each character in the shipped font slice whose unicode-range covers it', () => {
    expect(parseUnicodeRange('U+4e00-4e3f, U+4e41,junk')).toEqual([
      [0x4e00, 0x4e3f],
      [0x4e41, 0x4e41],
    ]);
    const text = '李患者 认知训练 MoCA 22/30 鑫';
    const runs = fontRuns(text);
    expect(runs.map((run) => run.text).join('')).toBe(text);
    for (const run of runs) {
      for (const character of run.text) {
        const point = character.codePointAt(0)!;
        expect(
          run.slice.ranges.some(([start, end]) => point >= start && point <= end),
          character,
        ).toBe(true);
      }
      expect(run.slice.path).toMatch(/noto-sans-sc-.*-400-normal\.woff$/);
    }
  });
});
