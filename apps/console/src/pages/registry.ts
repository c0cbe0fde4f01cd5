import type { ComponentRegistry } from '@cep/auth/react';
import { menuEntriesOf, menuTree } from '@cep/contract';

type PageLoader = ComponentRegistry[string];

/**
 * The component keys of a demo group's pages (its entries without sub-menus), from the menu tree:
 * the registry names them without loading the demos' own modules.
 */
const pagesOf = (prefix: string) =>
  menuEntriesOf(menuTree)
    .filter((entry) => entry.component.startsWith(prefix) && !entry.children)
    .map((entry) => entry.component);

/** A page of the 图表 demo group (spec §2): one component (and chunk), told which chart. */
const chartDemo =
  (key: string): PageLoader =>
  () =>
    import('./charts/chart-demo-page').then((module) => ({ default: module.pageFor(key) }));

/** A page of the 路由嵌套 demo group (spec §2): one component, told which page it is. */
const nestedDemo =
  (key: string): PageLoader =>
  () =>
    import('./nested/nested-demo-page').then((module) => ({
      default: module.pageFor(key, menuTree),
    }));

/** A page of the 表格 demo group (spec §2): its own chunk, reached through one small module. */
const tableDemo =
  (key: string): PageLoader =>
  () =>
    import('./table/table-pages').then((module) => module.loadTablePage(key));

/**
 * The pages that are built, by the component key their entry of `@cep/contract`'s `menuTree`
 * names. Adding a page: its entry in the tree, plus its component here (loaded on first visit):
 *   'system/users/index': () => import('./system/users/users-page'),
 */
export const builtPages: Readonly<Record<string, PageLoader>> = {
  // 首页 asks for its data beside its code (and the shell's), not after both have loaded; a
  // dynamic import, so the sign-in page's first load does not grow.
  'dashboard/index': () => {
    void import('../early-requests/summary-request').then((early) => early.requestSummaryEarly());
    return import('./dashboard/dashboard-page');
  },
  'cognitive-training/index': () => import('./training/training-page'),
  'MPSA/index': () => import('./mpsa/mpsa-page'),
  'communityModule/index': () => import('./community/community-page'),
  'privacy/index': () => import('./privacy/privacy-page'),
  'system/audit/index': () => import('./system/audit/audit-page'),
  'system/client-errors/index': () => import('./system/client-errors/client-errors-page'),
  'system/sign-in-policy/index': () => import('./system/sign-in-policy/sign-in-policy-page'),
  'system/users/index': () => import('./system/users/users-page'),
  'system/doctors/index': () => import('./system/doctors/doctors-page'),
  'system/patients/index': () => import('./system/patients/patients-page'),
  'system/patients/detail': () => import('./system/patients/patient-detail-page'),
  'system/patient-import/index': () => import('./system/patient-import/patient-import-page'),
  'system/consents/index': () => import('./system/consents/consent-texts-page'),
  'system/erasure-requests/index': () => import('./system/erasure-requests/erasure-requests-page'),
  'components-demo/count-to': () => import('./components-demo/count-to-demo'),
  'components-demo/sticky': () => import('./components-demo/sticky-demo'),
  'components-demo/back-to-top': () => import('./components-demo/back-to-top-demo'),
  'components-demo/split-pane': () => import('./components-demo/split-pane-demo'),
  'components-demo/tinymce': () => import('./components-demo/rich-text-demo'),
  'components-demo/markdown': () => import('./components-demo/markdown-demo'),
  'components-demo/json-editor': () => import('./components-demo/json-editor-demo'),
  'components-demo/drag-dialog': () => import('./components-demo/drag-dialog-demo'),
  'components-demo/dropzone': () => import('./components-demo/dropzone-demo'),
  'components-demo/mixin': () => import('./components-demo/mixin-demo'),
  'components-demo/avatar-upload': () => import('./components-demo/avatar-upload-demo'),
  'components-demo/dnd-list': () => import('./components-demo/dnd-list-demo'),
  'components-demo/drag-kanban': () => import('./components-demo/drag-kanban-demo'),
  'components-demo/drag-select': () => import('./components-demo/drag-select-demo'),
  ...Object.fromEntries(pagesOf('table/').map((key) => [key, tableDemo(key)])),
  ...Object.fromEntries(pagesOf('charts/').map((key) => [key, chartDemo(key)])),
  ...Object.fromEntries(pagesOf('nested/').map((key) => [key, nestedDemo(key)])),
};

/**
 * `Layout` and the entries that only hold sub-menus are a pass-through: the shell is drawn once,
 * around every signed-in page (src/shell/), not once per menu group, so tabs and kept-alive views
 * survive moving between groups.
 */
const passThrough: PageLoader = () => import('../shell/pass-through');

const entries = menuEntriesOf(menuTree);

/**
 * The console's page for every component key of the menu tree: the pass-throughs and the built
 * pages. A key with neither has no page (registry.test.ts fails on it).
 */
export const pageRegistry: ComponentRegistry = {
  Layout: passThrough,
  ...Object.fromEntries(
    entries.filter((entry) => entry.children).map((entry) => [entry.component, passThrough]),
  ),
  ...builtPages,
};
