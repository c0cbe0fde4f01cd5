import type { Locale } from '../../i18n';

export interface BreadcrumbMessages {
  /** Name of the breadcrumb landmark. */
  label: string;
  /** Hidden text of the collapsed-items marker. */
  more: string;
}

export const breadcrumbMessages: Record<Locale, BreadcrumbMessages> = {
  'zh-CN': { label: '面包屑', more: '更多层级' },
  'en-US': { label: 'Breadcrumb', more: 'More levels' },
};
