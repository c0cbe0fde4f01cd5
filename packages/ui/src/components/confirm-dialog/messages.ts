import type { Locale } from '../../i18n';

export interface ConfirmDialogMessages {
  /** Title when the caller gives none. */
  title: string;
  /** Label of the confirming button. */
  confirm: string;
  /** Label of the cancelling button. */
  cancel: string;
}

export const confirmDialogMessages: Record<Locale, ConfirmDialogMessages> = {
  'zh-CN': { title: '系统提示', confirm: '确定', cancel: '取消' },
  'en-US': { title: 'System prompt', confirm: 'OK', cancel: 'Cancel' },
};
