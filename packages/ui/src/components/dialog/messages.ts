import type { Locale } from '../../i18n';

export interface DialogMessages {
  /** Accessible name of the close button in the top-right corner. */
  close: string;
  /** Accessible name of a movable dialog's move button. */
  move: string;
  /** Its tooltip: how to move by keyboard. */
  moveHint: string;
}

export const dialogMessages: Record<Locale, DialogMessages> = {
  'zh-CN': {
    close: '关闭',
    move: '移动对话框',
    moveHint: '方向键移动（按住 Shift 移得更远），Home 键回到中间',
  },
  'en-US': {
    close: 'Close',
    move: 'Move dialog',
    moveHint: 'Arrow keys move it (further with Shift); Home puts it back in the middle',
  },
};
