import type { Locale } from '@cep/ui';

export interface RouteSearchMessages {
  /** The trigger's name and the dialog's title. */
  title: string;
  placeholder: string;
  /** Name of the list of results. */
  results: string;
  /** Spoken count of results. */
  found: (count: number) => string;
  /** Shown when a query finds nothing. */
  none: string;
  /** Spoken after an external link's title. */
  newTab: string;
  /** The keyboard hints under the list. */
  hintMove: string;
  hintOpen: string;
  hintClose: string;
}

export const routeSearchMessages: Record<Locale, RouteSearchMessages> = {
  'zh-CN': {
    title: '搜索页面',
    placeholder: '输入页面名称、路径或拼音',
    results: '搜索结果',
    found: (count) => `找到 ${count} 个页面`,
    none: '没有找到匹配的页面',
    newTab: '（在新标签页打开）',
    hintMove: '选择',
    hintOpen: '打开',
    hintClose: '关闭',
  },
  'en-US': {
    title: 'Search pages',
    placeholder: 'Page name, path or pinyin',
    results: 'Search results',
    found: (count) => (count === 1 ? '1 page found' : `${count} pages found`),
    none: 'No page matches',
    newTab: ' (opens in a new tab)',
    hintMove: 'select',
    hintOpen: 'open',
    hintClose: 'close',
  },
};
