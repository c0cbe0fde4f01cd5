import { describe, expect, it } from 'vitest';
import { assessmentAmend, assessmentDraftSave, scoreSheet } from './assessment';
import { itemKeys, scales } from './assessment-scales';
import { educationYears, interpret, normCutoffs, normGroupOf } from './assessment-norms';

describe('score sheets', () => {
  it('add up to the scales’ published maxima per section and 30 in all', () => {
    const maxima = (kind: 'moca' | 'mmse') =>
      scales[kind].sections.map((s) => [s.id, s.items.reduce((sum, i) => sum + i.max, 0)]);
    expect(Object.fromEntries(maxima('moca'))).toEqual({
      visuospatial: 5,
      naming: 3,
      attention: 6,
      language: 3,
      abstraction: 2,
      delayedRecall: 5,
      orientation: 6,
    });
    expect(Object.fromEntries(maxima('mmse'))).toEqual({
      orientation: 10,
      registration: 3,
      attentionCalculation: 5,
      recall: 3,
      language: 8,
      copying: 1,
    });
    for (const kind of ['moca', 'mmse'] as const) {
      expect(maxima(kind).reduce((sum, [, max]) => sum + Number(max), 0)).toBe(30);
    }
  });

  it('give section totals, missing items and a domain profile', () => {
    const sheet = scoreSheet(
      'moca',
      { 'visuospatial.clock': 2, 'visuospatial.trail': 1, 'delayedRecall.recall': 3 },
      { age: 70, edu: '小学' },
      false,
    );
    expect(sheet.rawTotal).toBe(6);
    expect(sheet.sections[0]).toEqual({ section: 'visuospatial', score: 3, max: 5, missing: 1 });
    expect(sheet.domains.find((d) => d.domain === 'memory')).toEqual({
      domain: 'memory',
      score: 3,
      max: 5,
      share: 0.6,
    });
    // The language domain gathers naming (3) and language (3).
    expect(sheet.domains.find((d) => d.domain === 'language')?.max).toBe(6);
    expect(sheet.interpretation).toBeNull();
  });
});

describe('draft and amendment rules', () => {
  const base = { patientId: 1, kind: 'moca', testedOn: '2026-11-20' } as const;
  it('take a partial draft and refuse a score above the item’s maximum, naming the item', () => {
    expect(assessmentDraftSave.safeParse({ ...base, scores: { 'naming.naming': 2 } }).success).toBe(
      true,
    );
    const tooHigh = assessmentDraftSave.safeParse({ ...base, scores: { 'naming.naming': 4 } });
    expect(tooHigh.error?.issues[0]).toMatchObject({
      path: ['scores', 'naming.naming'],
      message: '这一项最高3分',
    });
    const unknown = assessmentDraftSave.safeParse({ ...base, scores: { 'naming.cat': 1 } });
    expect(unknown.error?.issues[0]?.message).toBe('量表中没有这一项');
    const negative = assessmentDraftSave.safeParse({ ...base, scores: { 'naming.naming': -1 } });
    expect(negative.error?.issues[0]?.message).toBe('分数不能为负');
  });

  it('need every item and a reason to amend', () => {
    const full = Object.fromEntries(itemKeys('mmse').map((key) => [key, 0]));
    const ok = { id: 3, kind: 'mmse', scores: full, reason: '录入错误', revision: 2 };
    expect(assessmentAmend.safeParse(ok).success).toBe(true);
    expect(assessmentAmend.safeParse({ ...ok, reason: '  ' }).error?.issues[0]?.message).toBe(
      '请填写修改原因',
    );
    const { ['copying.copying']: _left, ...partial } = full;
    expect(assessmentAmend.safeParse({ ...ok, scores: partial }).error?.issues[0]).toMatchObject({
      path: ['scores', 'copying.copying'],
      message: '请填写这一项的得分',
    });
  });
});

describe('Shanghai norms', () => {
  // Every cell of the table: group by age × education, and each scale's cut-off.
  const cells = [
    { age: 75, years: 6, group: 'A', moca: 19.5, mmse: 23.5 },
    { age: 76, years: 6, group: 'B', moca: 15.5, mmse: 19.5 },
    { age: 75, years: 7, group: 'C', moca: 24.5, mmse: 23.5 },
    { age: 76, years: 7, group: 'D', moca: 24.5, mmse: 23.5 },
  ] as const;
  it.each(cells)('age $age, $years years → group $group', ({ age, years, group, moca, mmse }) => {
    expect(normGroupOf(age, years)).toBe(group);
    expect(normCutoffs[group]).toEqual({ moca, mmse });
  });

  it('map each education value to years', () => {
    expect(educationYears).toEqual({
      未上过学: 0,
      小学: 6,
      初中: 9,
      '高中(含中专)': 12,
      大学专科: 15,
      大学本科: 16,
      硕士研究生: 19,
      博士研究生: 22,
    });
  });

  it('adds the MoCA point for ≤ 12 years only, capped at 30', () => {
    expect(interpret('moca', 20, 70, '高中(含中专)')).toMatchObject({
      educationBonus: 1,
      total: 21,
    });
    expect(interpret('moca', 20, 70, '大学专科')).toMatchObject({ educationBonus: 0, total: 20 });
    expect(interpret('moca', 30, 70, '小学')?.total).toBe(30);
    expect(interpret('mmse', 20, 70, '小学')).toMatchObject({ educationBonus: 0, total: 20 });
  });

  it('reads the boundaries of each cell: below the cut-off is a finding, at or above is not', () => {
    // Group A MoCA 19.5: 18 raw + 1 = 19 below; 19 raw + 1 = 20 within.
    expect(interpret('moca', 18, 75, '小学')).toMatchObject({
      group: 'A',
      total: 19,
      finding: 'possibleMci',
    });
    expect(interpret('moca', 19, 75, '小学')).toMatchObject({ total: 20, finding: 'withinNorm' });
    // Group B MoCA 15.5 (age 76): 14 + 1 = 15 below; 15 + 1 = 16 within.
    expect(interpret('moca', 14, 76, '未上过学')?.finding).toBe('possibleMci');
    expect(interpret('moca', 15, 76, '未上过学')?.finding).toBe('withinNorm');
    // Group C/D MoCA 24.5 with 9 years (+1): 23 + 1 = 24 below, 24 + 1 = 25 within; 16 years (no bonus) 24 below, 25 within.
    expect(interpret('moca', 23, 60, '初中')).toMatchObject({ group: 'C', finding: 'possibleMci' });
    expect(interpret('moca', 24, 60, '初中')?.finding).toBe('withinNorm');
    expect(interpret('moca', 24, 80, '大学本科')).toMatchObject({
      group: 'D',
      finding: 'possibleMci',
    });
    expect(interpret('moca', 25, 80, '大学本科')?.finding).toBe('withinNorm');
    // MMSE: A 23.5, B 19.5, C and D 23.5.
    expect(interpret('mmse', 23, 75, '小学')).toMatchObject({
      group: 'A',
      finding: 'possibleDementia',
    });
    expect(interpret('mmse', 24, 75, '小学')?.finding).toBe('withinNorm');
    expect(interpret('mmse', 19, 76, '小学')).toMatchObject({
      group: 'B',
      finding: 'possibleDementia',
    });
    expect(interpret('mmse', 20, 76, '小学')?.finding).toBe('withinNorm');
    expect(interpret('mmse', 23, 40, '硕士研究生')).toMatchObject({
      group: 'C',
      finding: 'possibleDementia',
    });
    expect(interpret('mmse', 24, 90, '博士研究生')).toMatchObject({
      group: 'D',
      finding: 'withinNorm',
    });
  });

  it('cannot interpret without the age or education on the record', () => {
    expect(interpret('moca', 20, null, '小学')).toBeNull();
    expect(interpret('moca', 20, 70, null)).toBeNull();
  });
});
