export { AppShell } from './app-shell';
export type { AppShellProps } from './app-shell';
