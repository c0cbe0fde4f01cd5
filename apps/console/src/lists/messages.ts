import type { Locale } from '@cep/ui';

export const listMessages = {
  'zh-CN': {
    export: '导出',
    exportCsv: '导出为 CSV',
    exportXlsx: '导出为 Excel (.xlsx)',
    exporting: '正在导出…',
    exported: (rows: number) => `已导出 ${rows} 行`,
    loadFailed: '列表没能加载，请重试。',
    noMatch: '没有符合筛选条件的记录',
    clearFilters: '清除筛选',
  },
  'en-US': {
    export: 'Export',
    exportCsv: 'Export as CSV',
    exportXlsx: 'Export as Excel (.xlsx)',
    exporting: 'Exporting…',
    exported: (rows: number) => `Exported ${rows} rows`,
    loadFailed: 'The list could not load. Try again.',
    noMatch: 'No records match the filters',
    clearFilters: 'Clear filters',
  },
} satisfies Record<Locale, Record<string, unknown>>;
