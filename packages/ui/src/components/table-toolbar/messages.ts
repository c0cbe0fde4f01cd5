import type { Locale } from '../../i18n';

export interface TableToolbarMessages {
  /** Name of the toolbar region. */
  toolbar: string;
  /** Name of the group of bulk actions. */
  bulkActions: string;
  /** How many rows are selected. */
  selected: (count: number) => string;
  clearSelection: string;
  /** Name of the density switch and its two choices. */
  density: string;
  compact: string;
  comfortable: string;
}

export const tableToolbarMessages: Record<Locale, TableToolbarMessages> = {
  'zh-CN': {
    toolbar: '表格工具栏',
    bulkActions: '批量操作',
    selected: (count) => `已选择 ${count} 项`,
    clearSelection: '取消选择',
    density: '行高',
    compact: '紧凑',
    comfortable: '宽松',
  },
  'en-US': {
    toolbar: 'Table toolbar',
    bulkActions: 'Bulk actions',
    selected: (count) => `${count} selected`,
    clearSelection: 'Clear selection',
    density: 'Row height',
    compact: 'Compact',
    comfortable: 'Comfortable',
  },
};
