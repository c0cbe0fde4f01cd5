import type { Locale } from '../../i18n';

export interface SearchSelectMessages {
  /** Shown in the empty box. */
  placeholder: string;
  /** While the search runs. */
  searching: string;
  /** When the search finds nothing. */
  noResults: string;
  /** What a screen reader hears when the results arrive. */
  found: (count: number) => string;
  /** When the search failed. */
  failed: string;
}

export const searchSelectMessages: Record<Locale, SearchSelectMessages> = {
  'zh-CN': {
    placeholder: '输入以查找',
    searching: '正在查找…',
    noResults: '没有找到',
    found: (count) => `找到 ${count} 项，按上下方向键选择`,
    failed: '查找失败，请重试',
  },
  'en-US': {
    placeholder: 'Type to search',
    searching: 'Searching…',
    noResults: 'Nothing found',
    found: (count) => `${count} found; use the arrow keys to choose`,
    failed: 'The search failed; try again',
  },
};
