export { AppMain } from './app-main';
export type { AppMainProps } from './app-main';
export { ViewErrorBoundary } from './view-error-boundary';
export type { ViewErrorBoundaryProps } from './view-error-boundary';
export { appMainMessages } from './messages';
export type { AppMainMessages } from './messages';
