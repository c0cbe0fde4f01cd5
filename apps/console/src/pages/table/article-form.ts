import {
  articleCreate,
  articleImportance,
  articleTitle,
  articleUpdate,
  type Article,
  type ArticleCreate,
  type ArticleType,
  type ArticleUpdate,
} from '@cep/contract';
import { formatTime, parseTime } from '@cep/ui';
import { z } from 'zod';

/*
 * The 综合表格 dialog's form holds text; its schemas turn the texts into the call's body and run it
 * through the contract's own schema — the rules the server applies — so each Chinese message lands
 * under its field. The inline edits of 表格内编辑 check one field with the same rules.
 */

/** What the dialog's fields hold. */
export interface ArticleFormValues {
  title: string;
  author: string;
  reviewer: string;
  /** One of the contract's types; '' until one is chosen. */
  type: string;
  /** '1' to '3' (a radio group). */
  importance: string;
  /** A `datetime-local` field's text: `2026-05-20T09:30`. */
  displayTime: string;
  /** 'draft' or 'published' (a new article only). */
  status: string;
  remark: string;
}

/** A moment as a `datetime-local` field writes it (local time, to the minute). */
export function toDateTimeField(time: number | Date): string {
  return formatTime(time, '{y}-{m}-{d}T{h}:{i}');
}

/** The moment a `datetime-local` field's text names, or NaN (the contract's rule refuses it). */
export function fromDateTimeField(text: string): number {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(text.trim());
  return (match && parseTime(`${match[1]} ${match[2]}:00`)?.getTime()) ?? Number.NaN;
}

/** A new article: a draft of importance 2, shown from now. */
export function emptyArticleForm(now: Date, author = ''): ArticleFormValues {
  return {
    title: '',
    author,
    reviewer: '',
    type: '',
    importance: '2',
    displayTime: toDateTimeField(now),
    status: 'draft',
    remark: '',
  };
}

export function articleFormValues(article: Article): ArticleFormValues {
  return {
    title: article.title,
    author: article.author,
    reviewer: article.reviewer,
    type: article.type,
    importance: String(article.importance),
    displayTime: toDateTimeField(article.displayTime),
    status: article.status,
    remark: article.remark,
  };
}

const formTexts = z.object({
  title: z.string(),
  author: z.string(),
  reviewer: z.string(),
  type: z.string(),
  importance: z.string(),
  displayTime: z.string(),
  status: z.string(),
  remark: z.string(),
});

/** The fields both calls take, from the texts (typed as the enums for the pipe, which checks them). */
function fieldsOf(values: z.infer<typeof formTexts>) {
  return {
    title: values.title,
    author: values.author,
    reviewer: values.reviewer,
    type: values.type as ArticleType,
    importance: values.importance === '' ? Number.NaN : Number(values.importance),
    displayTime: fromDateTimeField(values.displayTime),
    remark: values.remark,
  };
}

export const articleCreateFormSchema = formTexts
  .transform((values): z.input<typeof articleCreate> => ({
    ...fieldsOf(values),
    status: values.status as 'draft' | 'published',
  }))
  .pipe(articleCreate);

/** 编辑: every field of the dialog (the status has its own actions). */
export function articleEditFormSchema(article: Pick<Article, 'id'>) {
  return formTexts
    .transform((values): z.input<typeof articleUpdate> => ({ id: article.id, ...fieldsOf(values) }))
    .pipe(articleUpdate);
}

/** The first message of a rule for a value, or undefined when it passes. */
function firstProblem(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/** 表格内编辑's title cell: the contract's title rule. */
export function titleProblem(text: string): string | undefined {
  return firstProblem(articleTitle.safeParse(text));
}

/** 表格内编辑's importance cell: a whole number from 1 to 3 (typed as text). */
export function importanceProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return '重要性必须是整数';
  return firstProblem(articleImportance.safeParse(Number(trimmed)));
}

export type { ArticleCreate, ArticleUpdate };
