import type { Locale } from '../../i18n';

export interface TextareaMessages {
  /** Spoken form of the "12/500" counter. */
  count: (count: number, max: number) => string;
}

export const textareaMessages: Record<Locale, TextareaMessages> = {
  'zh-CN': { count: (count, max) => `已输入 ${count} 字，最多 ${max} 字` },
  'en-US': { count: (count, max) => `${count} of ${max} characters used` },
};
