import type { Locale } from '../../i18n';

export interface FormFieldMessages {
  /** Spoken before an error message (the eye sees an alert icon). */
  error: string;
}

export const formFieldMessages: Record<Locale, FormFieldMessages> = {
  'zh-CN': { error: '错误：' },
  'en-US': { error: 'Error: ' },
};
