import { describe, expect, it } from 'vitest';
import {
  articleCreateFormSchema,
  emptyArticleForm,
  fromDateTimeField,
  importanceProblem,
  titleProblem,
  toDateTimeField,
} from './article-form';

describe('the article form', () => {
  it('reads and writes a datetime-local field in local time, to the minute', () => {
    const moment = new Date(2026, 4, 20, 9, 30);
    expect(toDateTimeField(moment)).toBe('2026-05-20T09:30');
    expect(fromDateTimeField('2026-05-20T09:30')).toBe(moment.getTime());
    expect(fromDateTimeField('')).toBeNaN();
    expect(fromDateTimeField('2026-02-30T10:00')).toBeNaN();
  });

  it('turns the texts into the contract’s body, its messages under the fields', () => {
    const values = { ...emptyArticleForm(new Date(2026, 4, 1, 8, 0), '张医生'), type: 'guide' };
    expect(articleCreateFormSchema.parse({ ...values, title: ' 标题 ', importance: '3' })).toEqual({
      title: '标题',
      author: '张医生',
      reviewer: '',
      type: 'guide',
      importance: 3,
      status: 'draft',
      displayTime: new Date(2026, 4, 1, 8, 0).getTime(),
      remark: '',
    });
    const refused = articleCreateFormSchema.safeParse({ ...values, title: '', displayTime: '' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', '请输入标题'],
      ['displayTime', '请选择发布时间'],
    ]);
  });

  it('checks one inline field with the same rules', () => {
    expect(titleProblem('   ')).toBe('请输入标题');
    expect(titleProblem('好标题')).toBeUndefined();
    expect(importanceProblem('4')).toBe('重要性不能大于3');
    expect(importanceProblem('二')).toBe('重要性必须是整数');
    expect(importanceProblem(' 2 ')).toBeUndefined();
  });
});
