export { TableToolbar } from './table-toolbar';
export type { TableToolbarProps } from './table-toolbar';
export { DensityToggle } from './density-toggle';
export type { DensityToggleProps } from './density-toggle';
