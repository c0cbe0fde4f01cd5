import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Imports every entry of every published package's `exports` map the way a
 * consumer would: by package name, in plain Node, without the workspace-only
 * `source` condition — so it loads `dist/`. A broken build or a wrong map fails here.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const packagesDir = path.join(repoRoot, 'packages');

type ExportTarget = string | { [condition: string]: ExportTarget };
interface Manifest {
  name: string;
  private?: boolean;
  exports: Record<string, ExportTarget>;
}

const manifests: Manifest[] = readdirSync(packagesDir)
  .map((dir) => path.join(packagesDir, dir, 'package.json'))
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')) as Manifest)
  .filter((manifest) => !manifest.private);

/** What a consumer's tool picks: the first of these conditions present, `source` never. */
function published(target: ExportTarget, conditions: string[]): string | undefined {
  if (typeof target === 'string') return target;
  for (const condition of conditions) {
    const next = target[condition];
    if (next !== undefined) return published(next, conditions);
  }
  return undefined;
}

describe.each(manifests)('$name', (manifest) => {
  const dir = path.join(packagesDir, manifest.name.replace('@cep/', ''));
  const entries = Object.keys(manifest.exports).filter((entry) => entry !== './package.json');

  it.each(entries)('entry %s points at built files', (entry) => {
    const target = manifest.exports[entry]!;
    const runtime = published(target, ['import', 'default']);
    expect(runtime, 'a runtime target').toBeDefined();
    expect(runtime).not.toContain('src/');
    const file = path.join(dir, runtime!);
    expect(existsSync(file), `${file} exists (run pnpm build)`).toBe(true);
    expect(statSync(file).size).toBeGreaterThan(0);
    const types = published(target, ['types']);
    if (runtime!.endsWith('.js')) {
      expect(types, 'JS entries ship declarations').toBeDefined();
      expect(existsSync(path.join(dir, types!)), `${types} exists`).toBe(true);
    }
  });

  it('every JS entry imports in plain Node by package name', () => {
    const specifiers = entries
      .filter((entry) =>
        published(manifest.exports[entry]!, ['import', 'default'])?.endsWith('.js'),
      )
      .map((entry) => (entry === '.' ? manifest.name : `${manifest.name}/${entry.slice(2)}`));
    const script = `for (const s of ${JSON.stringify(specifiers)}) {
      const m = await import(s);
      console.log(s, Object.keys(m).length);
    }`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    for (const specifier of specifiers) {
      const count = Number(new RegExp(`^${specifier} (\\d+)$`, 'm').exec(output)?.[1]);
      expect(count, `${specifier} exports names`).toBeGreaterThan(0);
    }
  });
});

it.each(['ui', 'layout'])(
  '@cep/%s keeps its client directive for React Server Components consumers',
  (dir) => {
    const bundle = readFileSync(path.join(packagesDir, dir, 'dist', 'index.js'), 'utf8');
    expect(bundle.startsWith("'use client';")).toBe(true);
  },
);
