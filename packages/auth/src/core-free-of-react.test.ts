import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

/**
 * `@cep/auth` (src/index.ts) is React-free (a worker, a script or a non-React app may use it);
 * React lives behind `@cep/auth/react`. Walks every module the core entry reaches and lists the
 * packages they import.
 */
function packagesImportedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier);
      const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
      const found = candidates.find((candidate) => {
        try {
          return readFileSync(candidate) !== undefined;
        } catch {
          return false;
        }
      });
      if (!found) throw new Error(`${file}: cannot resolve ${specifier}`);
      queue.push(found);
    }
  }
  return packages;
}

it('the core entry reaches no React, react-router or valtio/react', () => {
  const packages = [...packagesImportedFrom(path.join(import.meta.dirname, 'index.ts'))];
  expect(packages.length).toBeGreaterThan(0);
  const reactish = packages.filter((name) =>
    /^(react|react-dom|react-router)(\/|$)|^valtio(\/react)?$/.test(name),
  );
  expect(reactish).toEqual([]);
  expect(packages).toContain('valtio/vanilla');
});

it('the React entry is where React comes in', () => {
  const packages = packagesImportedFrom(path.join(import.meta.dirname, 'react', 'index.ts'));
  expect(packages).toContain('react');
  expect(packages).toContain('react-router');
});

it('the built core does not import React either', () => {
  const dist = path.join(import.meta.dirname, '..', 'dist');
  let bundle: string;
  try {
    bundle = readFileSync(path.join(dist, 'index.js'), 'utf8');
  } catch {
    return; // not built: the source walk above still holds (published-exports.test.ts needs a build)
  }
  const chunks = [...bundle.matchAll(/from "\.\/(chunk-[\w-]+\.js)"/g)].map((m) => m[1]!);
  for (const code of [
    bundle,
    ...chunks.map((chunk) => readFileSync(path.join(dist, chunk), 'utf8')),
  ]) {
    expect(code).not.toMatch(/from "(react|react-dom|react-router|valtio\/react|valtio)"/);
  }
});
