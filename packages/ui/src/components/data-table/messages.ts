import type { Locale } from '../../i18n';

export interface DataTableMessages {
  /** Shown when there are no rows. */
  empty: string;
  /** Announced while a page loads. */
  loading: string;
  /** Shown when loading failed and the caller gave no message. */
  loadFailed: string;
  retry: string;
  /** Name of the header checkbox. */
  selectPage: string;
  /** Name of a row's checkbox, by the row's label. */
  selectRow: (label: string) => string;
  /** Name of the table's scroll region, by its caption (two tables on a page differ). */
  scrollRegion: (caption: string) => string;
  /** Label of a row without one: its position on the page. */
  rowNumber: (index: number) => string;
}

export const dataTableMessages: Record<Locale, DataTableMessages> = {
  'zh-CN': {
    empty: '暂无数据',
    loading: '正在加载…',
    loadFailed: '加载失败',
    retry: '重试',
    selectPage: '选择本页全部行',
    selectRow: (label) => `选择 ${label}`,
    scrollRegion: (caption) => `${caption}（可滚动）`,
    rowNumber: (index) => `第 ${index} 行`,
  },
  'en-US': {
    empty: 'No data',
    loading: 'Loading…',
    loadFailed: 'Failed to load',
    retry: 'Retry',
    selectPage: 'Select all rows on this page',
    selectRow: (label) => `Select ${label}`,
    scrollRegion: (caption) => `${caption} (scrollable)`,
    rowNumber: (index) => `row ${index}`,
  },
};
