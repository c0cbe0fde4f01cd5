import type { Locale } from '../../i18n';

export interface TableMessages {
  /** Name of the scroll region when the table is wider than its container. */
  scrollRegion: string;
  /** Shown by DataTable when there are no rows. */
  empty: string;
}

export const tableMessages: Record<Locale, TableMessages> = {
  'zh-CN': { scrollRegion: '表格（可横向滚动）', empty: '暂无数据' },
  'en-US': { scrollRegion: 'Table (scrolls horizontally)', empty: 'No data' },
};
