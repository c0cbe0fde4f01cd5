import type { ComponentRegistry } from '@cep/auth/react';

/**
 * The pages of the console by the menu's component key (spec §3 `component`). Each loads on its
 * first visit. `Layout` is a pass-through: the shell is drawn once, around every signed-in page
 * (src/shell/), not once per top-level menu group, so tabs and kept-alive views survive moving
 * between groups.
 *
 * Every area is still being built (issue 7: "their routes exist, titled as spec §2 says, with an
 * honest 'being built' view"): they share one lazily loaded page that names what will come.
 */
const beingBuilt = (key: string) => () =>
  import('./being-built/being-built-page').then((module) => ({ default: module.pageFor(key) }));

/** The platform's own areas (their plans: being-built/areas.ts). */
export const areaKeys = [
  'dashboard/index',
  'cognitive-training/index',
  'MPSA/index',
  'communityModule/index',
  'system/doctors/index',
  'system/patients/index',
  'system/users/index',
  'system/audit/index',
];

/** The template's demo pages (spec §2 route groups). */
export const demoKeys = [
  'components-demo/tinymce',
  'components-demo/markdown',
  'components-demo/json-editor',
  'components-demo/split-pane',
  'components-demo/avatar-upload',
  'components-demo/dropzone',
  'components-demo/sticky',
  'components-demo/count-to',
  'components-demo/mixin',
  'components-demo/back-to-top',
  'components-demo/drag-dialog',
  'components-demo/drag-select',
  'components-demo/dnd-list',
  'components-demo/drag-kanban',
  'charts/keyboard',
  'charts/line',
  'charts/mix-chart',
  'table/dynamic-table/index',
  'table/drag-table',
  'table/inline-edit-table',
  'table/complex-table',
  'nested/menu1/menu1-1',
  'nested/menu1/menu1-2/menu1-2-1',
  'nested/menu1/menu1-2/menu1-2-2',
  'nested/menu1/menu1-3',
  'nested/menu2/index',
];

const passThrough = () => import('../shell/pass-through');

export const pageRegistry: ComponentRegistry = {
  Layout: passThrough,
  // Menu levels that only hold sub-menus (they redirect to their first page).
  'nested/menu1/index': passThrough,
  'nested/menu1/menu1-2': passThrough,
  ...Object.fromEntries([...areaKeys, ...demoKeys].map((key) => [key, beingBuilt(key)])),
};
