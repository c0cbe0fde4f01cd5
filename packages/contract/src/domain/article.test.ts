import { describe, expect, it } from 'vitest';
import { articleCreate, articleListQuery, articleReorder, articleUpdate } from './article';
import {
  articleStatusLabels,
  articleStatuses,
  articleTypeLabels,
  articleTypes,
} from './article-names';

const draft = {
  title: ' 睡眠与记忆力 ',
  author: '张医生',
  importance: 2,
  type: 'education',
  displayTime: Date.UTC(2026, 4, 1),
};

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the article rules', () => {
  it('trims the text, starts a new article as a draft and refuses a deleted one', () => {
    expect(articleCreate.parse(draft)).toMatchObject({ title: '睡眠与记忆力', status: 'draft' });
    expect(messages(articleCreate.safeParse({ ...draft, status: 'deleted' }))).toEqual([
      '新文章只能是草稿或已发布',
    ]);
    expect(messages(articleCreate.safeParse({ ...draft, title: '  ', importance: 4 }))).toEqual([
      '请输入标题',
      '重要性不能大于3',
    ]);
    expect(messages(articleCreate.safeParse({ ...draft, displayTime: Number.NaN }))).toEqual([
      '请选择发布时间',
    ]);
    expect(articleCreate.safeParse({ ...draft, extra: 1 }).success).toBe(false);
  });

  it('updates at least one field', () => {
    expect(articleUpdate.parse({ id: 3, title: '新' })).toEqual({ id: 3, title: '新' });
    expect(messages(articleUpdate.safeParse({ id: 3 }))).toEqual(['没有要修改的字段']);
  });

  it('reorders two to a hundred distinct articles', () => {
    expect(articleReorder.parse({ ids: [3, 1, 2] })).toEqual({ ids: [3, 1, 2] });
    expect(messages(articleReorder.safeParse({ ids: [1] }))).toEqual([
      '至少需要两篇文章才能调整顺序',
    ]);
    expect(messages(articleReorder.safeParse({ ids: [1, 2, 1] }))).toEqual([
      '同一篇文章只能出现一次',
    ]);
    const many = Array.from({ length: 101 }, (_, index) => index + 1);
    expect(messages(articleReorder.safeParse({ ids: many }))).toEqual([
      '一次最多调整100篇文章的顺序',
    ]);
  });

  it('reads the list query from text, sorting by the whitelist only', () => {
    expect(
      articleListQuery.parse({ importance: '3', sortBy: 'pageviews', title: ' MoCA ' }),
    ).toEqual({
      pageNum: 1,
      pageSize: 10,
      importance: 3,
      sortBy: 'pageviews',
      sortOrder: 'asc',
      title: 'MoCA',
      author: undefined,
    });
    expect(articleListQuery.safeParse({ sortBy: 'title' }).success).toBe(false);
    expect(articleListQuery.safeParse({ importance: '1e0' }).success).toBe(false);
  });

  it('names every type and status in both languages', () => {
    for (const type of articleTypes) {
      expect(articleTypeLabels[type]['zh-CN']).toBeTruthy();
      expect(articleTypeLabels[type]['en-US']).toBeTruthy();
    }
    for (const status of articleStatuses) {
      expect(articleStatusLabels[status]['zh-CN']).toBeTruthy();
      expect(articleStatusLabels[status]['en-US']).toBeTruthy();
    }
  });
});
