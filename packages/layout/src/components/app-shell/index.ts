export { AppShell, MAIN_CONTENT_ID } from './app-shell';
export type { AppShellProps } from './app-shell';
export { SkipLink } from './skip-link';
export type { SkipLinkProps } from './skip-link';
export { appShellMessages } from './messages';
export type { AppShellMessages } from './messages';
