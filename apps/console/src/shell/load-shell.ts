import type * as ShellModule from './console-shell';

type Shell = typeof ShellModule;

let shell: Shell | undefined;
let loading: Promise<Shell> | undefined;

/** The signed-in shell's code, fetched once (again after a failed try). */
export function loadShell(): Promise<Shell> {
  loading ??= import('./console-shell').then(
    (module) => (shell = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The shell's module once it has arrived. The root draws it straight away then: through
 * `React.lazy` even loaded code suspends once, and React holds a revealed boundary back for up to
 * 300 ms after its fallback showed.
 */
export function loadedShell(): Shell | undefined {
  return shell;
}
