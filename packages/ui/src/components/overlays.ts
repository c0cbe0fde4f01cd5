// Public exports of this group of components; src/index.ts re-exports it.
export * from './dialog';
export * from './confirm-dialog';
export * from './drawer';
export * from './dropdown-menu';
export * from './context-menu';
export * from './tooltip';
export * from './popover';
export * from './notification-bell';
export * from './toast';
