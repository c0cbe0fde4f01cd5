import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * The 表格 group's pages by component key, each its own chunk: dnd-kit comes with 动态表格 and
 * 拖拽表格 only, the form libraries with 综合表格 only. The registry reaches them through this one
 * module, so the console's first load names one chunk for the group instead of four pages and
 * everything they import.
 */
const pages: Readonly<Record<string, () => PageModule>> = {
  'table/dynamic-table/index': () => import('./dynamic-table-page'),
  'table/drag-table': () => import('./drag-table-page'),
  'table/inline-edit-table': () => import('./inline-edit-table-page'),
  'table/complex-table': () => import('./complex-table-page'),
};

/** The page of a 表格 component key. */
export function loadTablePage(componentKey: string): PageModule {
  const load = pages[componentKey];
  if (!load) throw new Error(`${componentKey} is not a page of the 表格 group`);
  return load();
}
