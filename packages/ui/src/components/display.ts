// Public exports of this group of components; src/index.ts re-exports it.
export * from './tabs';
export * from './breadcrumb';
export * from './badge';
export * from './avatar';
export * from './card';
export * from './descriptions';
export * from './table';
export * from './pagination';
export * from './data-table';
export * from './table-toolbar';
export * from './column-menu';
export * from './masked-value';
export * from './stat-card';
export * from './patient-banner';
export * from './count-to';
export * from './sticky';
export * from './back-to-top';
