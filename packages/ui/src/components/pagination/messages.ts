import type { Locale } from '../../i18n';

export interface PaginationMessages {
  /** Name of the pagination landmark. */
  label: string;
  total: (count: number) => string;
  previous: string;
  next: string;
  /** Accessible name of a page button. */
  page: (page: number) => string;
  /** Hidden text of an ellipsis standing for skipped pages. */
  morePages: string;
  /** Accessible name of the page-size select. */
  pageSize: string;
  /** Text of a page-size option. */
  perPage: (size: number) => string;
}

export const paginationMessages: Record<Locale, PaginationMessages> = {
  'zh-CN': {
    label: '分页',
    total: (count) => `共 ${count} 条`,
    previous: '上一页',
    next: '下一页',
    page: (page) => `第 ${page} 页`,
    morePages: '省略的页码',
    pageSize: '每页条数',
    perPage: (size) => `${size} 条/页`,
  },
  'en-US': {
    label: 'Pagination',
    total: (count) => `Total ${count}`,
    previous: 'Previous page',
    next: 'Next page',
    page: (page) => `Page ${page}`,
    morePages: 'Skipped pages',
    pageSize: 'Rows per page',
    perPage: (size) => `${size} / page`,
  },
};
