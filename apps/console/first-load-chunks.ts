import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * Fewer, larger chunks for the console's first loads (issue 12's budget for the doctor's 首页).
 *
 * Left to itself, Rolldown makes one common chunk per set of importers: the signed-in first load
 * was 80 files, many of a few hundred bytes — each a request of its own, the small ones sent
 * uncompressed (the build precompresses files over 1 KiB), each compressed apart from its
 * neighbours (the same modules gzip ~24 KiB smaller as three files than as 77).
 *
 * Which modules a first load takes is known exactly only after tree-shaking and chunking (the
 * static imports seen before go through the packages' index files, which import everything), so
 * the build is made twice: a first pass in memory with Rolldown's own chunks, whose static import
 * closures give each load's modules; then the real build with four groups of them:
 *
 * - `login`: what /login loads (the entry, main.tsx, and its static imports, deep): exactly the
 *   modules it loaded before, as one file.
 * - `api`: what the API client adds (axios, `@cep/api-client`, the console's early requests): a
 *   file of its own, fetched beside `console`, so the session's and 首页's requests leave as soon
 *   as this smaller file has run, not after the whole app and shell (≈ 3× its size) have.
 * - `console`: what the signed-in console adds before any page (the app with its router and
 *   session guard, the shell): every signed-in page loads these anyway.
 * - `home`: what 首页 (the dashboard page, the landing page of every role) adds to those.
 *
 * Everything reached only through a dynamic `import()` (the other pages, ECharts, the dialogs and
 * the bell opened later) is split by Rolldown as before. The groups take no module beyond their
 * sets (`includeDependenciesRecursively: false`): the sets are closed under static imports, so a
 * later group only imports earlier ones (home → console → api → login), never the reverse.
 */
export function firstLoadChunks(consoleRoot: string): Plugin {
  const source = (file: string) => path.join(consoleRoot, 'src', file);
  const apiRoots = ['api-client.ts', 'early-requests/index.ts'].map(source);
  const consoleRoots = ['app.tsx', 'shell/console-shell.tsx'].map(source);
  const homeRoots = [source('pages/dashboard/dashboard-page.tsx')];

  return {
    name: 'cep:first-load-chunks',
    apply: 'build',
    async config(config) {
      // The first pass itself, and builds of another app or with their own chunking: nothing.
      if (process.env.CEP_FIRST_PASS) return;
      process.env.CEP_FIRST_PASS = '1';
      let output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      try {
        output = (await build({
          configFile: path.join(consoleRoot, 'vite.config.ts'),
          root: config.root ?? consoleRoot,
          mode: config.mode ?? 'production',
          logLevel: 'silent',
          build: {
            write: false,
            emptyOutDir: false,
            sourcemap: false,
            minify: false,
            manifest: false,
          },
        })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      } finally {
        delete process.env.CEP_FIRST_PASS;
      }
      const chunks = (Array.isArray(output) ? output : [output])
        .flatMap((result) => result.output)
        .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

      /** The modules of the chunks `starts` load, with their static imports, deep. */
      const loadOf = (starts: Rolldown.OutputChunk[], already: Set<string>) => {
        const modules = new Set<string>();
        const seen = new Set<string>();
        const visit = (chunk: Rolldown.OutputChunk | undefined) => {
          if (!chunk || seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const id of chunk.moduleIds) if (!already.has(id)) modules.add(id);
          for (const file of chunk.imports) visit(byFile.get(file));
        };
        starts.forEach(visit);
        return modules;
      };
      // The chunks holding these modules: a dynamic import's own chunk, or the shared chunk
      // Rolldown put it in (the API client's, which 首页's early code also reaches, has no facade).
      const holding = (ids: string[]) =>
        chunks.filter((chunk) => ids.some((id) => chunk.moduleIds.includes(id)));

      const login = loadOf(
        chunks.filter((chunk) => chunk.isEntry),
        new Set(),
      );
      const api = loadOf(holding(apiRoots), login);
      const signedIn = loadOf(holding(consoleRoots), new Set([...login, ...api]));
      const home = loadOf(holding(homeRoots), new Set([...login, ...api, ...signedIn]));
      if (api.size === 0 || signedIn.size === 0 || home.size === 0) {
        throw new Error(
          'first-load-chunks: the first pass found no API client, console or 首页 chunk',
        );
      }
      const group = (name: string, modules: Set<string>, priority: number) => ({
        name,
        test: (id: string) => modules.has(id),
        priority,
        includeDependenciesRecursively: false,
      });
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  group('login', login, 4),
                  group('api', api, 3),
                  group('console', signedIn, 2),
                  group('home', home, 1),
                ],
              },
            },
          },
        },
      };
    },
  };
}
