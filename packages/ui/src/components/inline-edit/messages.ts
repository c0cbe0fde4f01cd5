import type { Locale } from '../../i18n';

export interface InlineEditMessages {
  /** The edit button's name: "编辑 标题：认知训练入门". */
  edit: (label: string) => string;
  save: string;
  cancel: string;
  /** Shown under the field when saving failed without a message of its own. */
  saveFailed: string;
}

export const inlineEditMessages: Record<Locale, InlineEditMessages> = {
  'zh-CN': {
    edit: (label) => `编辑 ${label}`,
    save: '保存',
    cancel: '取消',
    saveFailed: '保存失败，请重试',
  },
  'en-US': {
    edit: (label) => `Edit ${label}`,
    save: 'Save',
    cancel: 'Cancel',
    saveFailed: 'Could not save; try again',
  },
};
