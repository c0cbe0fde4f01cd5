import type { Locale } from '../../i18n';

export interface LabelMessages {
  /** Spoken after a required field's label (the eye sees "*"). */
  required: string;
}

export const labelMessages: Record<Locale, LabelMessages> = {
  'zh-CN': { required: '必填' },
  'en-US': { required: 'required' },
};
