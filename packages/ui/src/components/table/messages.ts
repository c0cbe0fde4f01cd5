import type { Locale } from '../../i18n';

export interface TableMessages {
  /** Name of the scroll region when the table is wider or taller than its container. */
  scrollRegion: string;
}

export const tableMessages: Record<Locale, TableMessages> = {
  'zh-CN': { scrollRegion: '表格（可滚动）' },
  'en-US': { scrollRegion: 'Table (scrollable)' },
};
