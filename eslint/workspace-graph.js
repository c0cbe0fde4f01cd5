// The allowed arrows between workspace members (docs/architecture.md "Dependency direction"; the developers' guide):
//   ui ← layout ← console;  contract ← api-client ← auth ← console;  contract ← server;  ui, contract ← signals, exercises ← console;
//   signals (root entry only) ← server, device-simulator (docs/decisions/0008-server-shares-the-signals-codec.md).
// Keyed by folder (packages/<name> or apps/<name>); values are the @cep/* names it may import.
export const allowedImports = {
  'packages/ui': [],
  'packages/layout': ['@cep/ui'],
  'packages/contract': [],
  'packages/api-client': ['@cep/contract'],
  'packages/auth': ['@cep/api-client', '@cep/contract'],
  'packages/signals': ['@cep/ui', '@cep/contract'],
  // The console's pages wire the domain packages to the API (the developers' guide: "the console's pages
  // wire them to the API").
  'apps/console': [
    '@cep/ui',
    '@cep/layout',
    '@cep/contract',
    '@cep/api-client',
    '@cep/auth',
    '@cep/exercises',
    '@cep/signals',
  ],
  'apps/server': ['@cep/contract', '@cep/signals'],
  'apps/device-simulator': ['@cep/contract', '@cep/signals'],
  'packages/exercises': ['@cep/ui', '@cep/contract'],
};

/**
 * Packages a member may import through their root entry only (decision 0008): the server and the
 * device simulator share `@cep/signals`'s codec, features and EDF+ writer, never its React view.
 */
export const rootEntryOnly = {
  'apps/server': ['@cep/signals'],
  'apps/device-simulator': ['@cep/signals'],
};

/** Folder of the workspace member that owns `posixPath` (repo-relative), or undefined. */
export function memberOf(posixPath) {
  const match = /^(packages|apps)\/([^/]+)\//.exec(posixPath);
  return match ? `${match[1]}/${match[2]}` : undefined;
}
