import type { Locale } from '../../i18n';

export interface EmptyMessages {
  /** Default title when the caller gives none. */
  title: string;
}

export const emptyMessages: Record<Locale, EmptyMessages> = {
  'zh-CN': { title: '暂无数据' },
  'en-US': { title: 'No data' },
};
