import type { Locale } from '../../i18n';

export interface ProgressMessages {
  /** Shown and announced when the amount is unknown. */
  indeterminate: string;
  /** Spoken after the percentage for the `success` / `danger` variants (the colour alone says nothing). */
  success: string;
  danger: string;
}

export const progressMessages: Record<Locale, ProgressMessages> = {
  'zh-CN': { indeterminate: '处理中', success: '已完成', danger: '出错' },
  'en-US': { indeterminate: 'In progress', success: 'Done', danger: 'Failed' },
};
