import { useLocale } from '@cep/ui';
import { useCallback } from 'react';
import { translateRuleMessage } from '../../i18n/rule-messages';

/**
 * English for the Chinese messages of the contract's article rules (`articleCreate`,
 * `articleUpdate`, the inline edits). Kept beside the 表格 pages rather than in the console's
 * shared list (i18n/rule-messages.ts), which the sign-in page loads: these pages' words cost the
 * first load nothing. `article-rule-messages.test.ts` keeps it complete and free of stale lines.
 */
export const articleRuleMessagesEn: Readonly<Record<string, string>> = {
  请输入标题: 'Enter a title',
  标题不能超过100个字符: 'The title must not exceed 100 characters',
  请输入作者: 'Enter an author',
  作者不能超过50个字符: 'The author must not exceed 50 characters',
  审核人不能超过50个字符: 'The reviewer must not exceed 50 characters',
  请选择正确的文章类型: 'Choose a valid article type',
  重要性必须是数字: 'Importance must be a number',
  重要性必须是整数: 'Importance must be a whole number',
  重要性不能小于1: 'Importance must be at least 1',
  重要性不能大于3: 'Importance must be at most 3',
  请选择发布时间: 'Choose a display time',
  发布时间不能早于2000年: 'The display time must not be before 2000',
  发布时间不能晚于2100年: 'The display time must not be after 2100',
  新文章只能是草稿或已发布: 'A new article is a draft or published',
};

/** A rule message in the current language (the article words first, then the shared ones). */
export function translateArticleRuleMessage(message: string, locale: string): string {
  if (locale === 'en-US' && message in articleRuleMessagesEn) {
    return articleRuleMessagesEn[message]!;
  }
  return translateRuleMessage(message, locale);
}

/** Translates form errors at render time (as `useRuleMessage`), article rules included. */
export function useArticleRuleMessage(): (message: string | undefined) => string | undefined {
  const locale = useLocale();
  return useCallback(
    (message) => (message === undefined ? undefined : translateArticleRuleMessage(message, locale)),
    [locale],
  );
}
