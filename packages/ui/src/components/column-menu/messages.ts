import type { Locale } from '../../i18n';

export interface ColumnMenuMessages {
  /** The trigger's text. */
  trigger: string;
  /** Heading of the list of columns. */
  heading: string;
  reset: string;
}

export const columnMenuMessages: Record<Locale, ColumnMenuMessages> = {
  'zh-CN': { trigger: '列', heading: '显示的列', reset: '恢复默认列' },
  'en-US': { trigger: 'Columns', heading: 'Visible columns', reset: 'Reset columns' },
};
