#!/usr/bin/env node
// Every published package as `pnpm publish` would send it (issue 26): packed once
// (scripts/packs.mjs), then, on the tarball,
//  - the manifest: a released version (≥ 0.1.0), its section in the CHANGELOG.md the tarball
//    carries, and no `workspace:` range left for an installer to choke on;
//  - publint (exports, files, types);
//  - @arethetypeswrong/cli: each entry resolves to JavaScript and declarations under Node 16+ ESM
//    and bundlers (ESM only, so CommonJS require() is not a target).
// Runs after `pnpm build`; exit 1 on any problem. The adopting-team test reuses the tarballs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { manifestOf, pack, publishedPackages, root } from './packs.mjs';
import { reportCounts } from './testing/counts.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Entries that are not JavaScript (stylesheets): attw only judges modules. */
const notModules = { ui: ['theme.css', 'styles.css'], layout: ['styles.css', 'tailwind.css'] };

/** A file of the tarball, as text. */
function readFromTarball(tarball, file) {
  const result = spawnSync('tar', ['-xzOf', tarball, `package/${file}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout : undefined;
}

/** What is wrong with the packed manifest and changelog (empty when nothing). */
function manifestProblems(tarball) {
  const problems = [];
  const manifest = JSON.parse(readFromTarball(tarball, 'package.json') ?? '{}');
  const [major = 0, minor = 0] = String(manifest.version ?? '')
    .split('.')
    .map(Number);
  if (!/^\d+\.\d+\.\d+/.test(manifest.version ?? '') || (major === 0 && minor < 1)) {
    problems.push(`version ${manifest.version} is not a release (at least 0.1.0)`);
  }
  const changelog = readFromTarball(tarball, 'CHANGELOG.md');
  if (!changelog) problems.push('no CHANGELOG.md in the package');
  else if (!changelog.includes(`## ${manifest.version}`)) {
    problems.push(`CHANGELOG.md has no section for ${manifest.version}`);
  }
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (String(range).startsWith('workspace:')) problems.push(`${field}.${name} is ${range}`);
    }
  }
  return problems;
}

const names = publishedPackages();
const tarballs = pack(names);
let failed = 0;
const passedNames = [];
for (const name of names) {
  const tarball = tarballs[name];
  const version = manifestOf(name).version;
  const problems = manifestProblems(tarball);
  if (problems.length > 0) {
    failed += 1;
    console.log(`✗ @cep/${name}@${version}: ${problems.join('; ')}`);
  }
  const run = (cmd, args) => {
    const result = spawnSync(cmd, args, {
      cwd: path.join(root, 'packages', name),
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      failed += 1;
      console.log(`✗ @cep/${name}: ${path.basename(cmd)}\n${result.stdout}${result.stderr}`);
    }
    return result.status === 0;
  };
  const published = run(bin('publint'), ['run', tarball, '--strict']);
  const typed = run(bin('attw'), [
    tarball,
    '--profile',
    'esm-only',
    '--format',
    'table-flipped',
    ...(notModules[name] ? ['--exclude-entrypoints', ...notModules[name]] : []),
  ]);
  if (problems.length === 0 && published && typed) {
    console.log(`✓ @cep/${name}@${version}: manifest and changelog, publint, attw`);
    passedNames.push(name);
  }
}
const broken = names.filter((name) => !passedNames.includes(name)).length;
reportCounts({ unit: 'packages', passed: names.length - broken, failed: broken });
console.log(`${names.length - broken} of ${names.length} published packages would publish`);
process.exit(failed === 0 ? 0 : 1);
