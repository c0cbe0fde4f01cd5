import type { Locale } from '@cep/ui';

export interface ErrorLogMessages {
  /** The dialog's title; the badge button says it before the count. */
  title: string;
  /** Spoken after the count on the badge button. */
  unit: (count: number) => string;
  message: string;
  info: string;
  url: string;
  stack: string;
  time: string;
  /** Name of one entry's scrollable stack. */
  stackOf: (index: number) => string;
  /** The clear button; the spec's 'Clear All'. */
  clearAll: string;
  cleared: string;
  /** Shown when the log is empty (after Clear All, before the dialog closes). */
  empty: string;
  close: string;
}

export const errorLogMessages: Record<Locale, ErrorLogMessages> = {
  'zh-CN': {
    title: '错误日志',
    unit: () => ' 条',
    message: '信息',
    info: '来源',
    url: '网址',
    stack: '堆栈',
    time: '时间',
    stackOf: (index) => `第 ${index} 条错误的堆栈`,
    clearAll: '清空全部',
    cleared: '错误日志已清空',
    empty: '没有错误',
    close: '关闭',
  },
  'en-US': {
    title: 'Error log',
    unit: (count) => (count === 1 ? ' entry' : ' entries'),
    message: 'Message',
    info: 'Info',
    url: 'URL',
    stack: 'Stack',
    time: 'Time',
    stackOf: (index) => `Stack of error ${index}`,
    clearAll: 'Clear All',
    cleared: 'Error log cleared',
    empty: 'No errors',
    close: 'Close',
  },
};
