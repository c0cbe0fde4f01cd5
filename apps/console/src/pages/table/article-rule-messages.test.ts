import { describe, expect, it } from 'vitest';
import {
  articleCreateFormSchema,
  articleEditFormSchema,
  emptyArticleForm,
  importanceProblem,
  titleProblem,
} from './article-form';
import { articleRuleMessagesEn, translateArticleRuleMessage } from './article-rule-messages';

const long = (length: number) => 'x'.repeat(length);

/** Every message the article dialog and the inline edits can show, for wrong values of each field. */
function everyArticleMessage(): Set<string> {
  const messages = new Set<string>();
  const collect = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.forEach((issue) => messages.add(issue.message));
  const article = {
    ...emptyArticleForm(new Date(2026, 4, 1), '张医生'),
    title: '标题',
    type: 'guide',
  };
  const bad = [
    { title: '', author: '', type: '', importance: '', displayTime: '' },
    { title: long(101), author: long(51), reviewer: long(51), remark: long(501), type: '?' },
    { importance: '1.5', displayTime: '1999-12-31T23:00', status: 'deleted' },
    { importance: '4', displayTime: '2100-01-02T00:00' },
    { importance: '0' },
  ];
  for (const values of bad) {
    collect(articleCreateFormSchema.safeParse({ ...article, ...values }));
    collect(articleEditFormSchema({ id: 1 }).safeParse({ ...article, ...values }));
  }
  for (const text of ['', '   ', long(101)]) {
    const problem = titleProblem(text);
    if (problem) messages.add(problem);
  }
  for (const text of ['', 'abc', '0', '4', '1.5']) {
    const problem = importanceProblem(text);
    if (problem) messages.add(problem);
  }
  return messages;
}

describe('English for the article rules', () => {
  it('covers every message the dialog and the inline edits can show', () => {
    const messages = everyArticleMessage();
    expect(messages.size).toBeGreaterThan(10);
    const untranslated = [...messages].filter(
      (message) => translateArticleRuleMessage(message, 'en-US') === message,
    );
    expect(untranslated).toEqual([]);
  });

  it('lists no message the contract no longer gives', () => {
    const messages = everyArticleMessage();
    expect(Object.keys(articleRuleMessagesEn).filter((message) => !messages.has(message))).toEqual(
      [],
    );
  });

  it('translates under en-US only, the shared messages too', () => {
    expect(translateArticleRuleMessage('请输入标题', 'zh-CN')).toBe('请输入标题');
    expect(translateArticleRuleMessage('请输入标题', 'en-US')).toBe('Enter a title');
    expect(translateArticleRuleMessage('内容不能超过500个字符', 'en-US')).toBe(
      'The text must not exceed 500 characters',
    );
  });
});
