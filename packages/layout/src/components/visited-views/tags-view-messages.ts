import type { Locale } from '@cep/ui';

/** The tags view's strings per language (spec §2: Refresh 刷新, Close 关闭, …). */
export interface TagsViewMessages {
  /** Name of the strip (a navigation landmark). */
  label: string;
  /** How to use the strip from the keyboard; read as each tag's description. */
  keyboardHint: string;
  refresh: string;
  close: string;
  closeOthers: string;
  closeAll: string;
  /** The × button of a tag. */
  closeTag: (title: string) => string;
}

export const tagsViewMessages: Record<Locale, TagsViewMessages> = {
  'zh-CN': {
    label: '已打开的页面',
    keyboardHint: '左右方向键切换标签，Delete 键关闭标签，Shift+F10 打开更多操作',
    refresh: '刷新',
    close: '关闭',
    closeOthers: '关闭其他',
    closeAll: '关闭所有',
    closeTag: (title) => `关闭 ${title}`,
  },
  'en-US': {
    label: 'Open pages',
    keyboardHint:
      'Left and right arrow keys move between tabs, Delete closes a tab, Shift+F10 opens more actions',
    refresh: 'Refresh',
    close: 'Close',
    closeOthers: 'Close Others',
    closeAll: 'Close All',
    closeTag: (title) => `Close ${title}`,
  },
};
