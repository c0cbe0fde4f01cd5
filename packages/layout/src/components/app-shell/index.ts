export { AppShell } from './app-shell';
export type { AppShellProps } from './app-shell';
export { MAIN_CONTENT_ID, SkipLink } from './skip-link';
export type { SkipLinkProps } from './skip-link';
export { appShellMessages } from './messages';
export type { AppShellMessages } from './messages';
