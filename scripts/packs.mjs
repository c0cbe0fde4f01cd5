// The published packages packed once, as `pnpm publish` would send them (workspace:* replaced by
// the versions), into one folder that every check of the published packages reads:
// scripts/check-packages.mjs (publint, attw, the manifest) and the adopting-team test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const pnpm = path.join(root, 'node_modules', '.bin', 'pnpm');
/** Where the tarballs are kept between the steps of one `npm test`. */
export const packsDir = path.join(root, 'node_modules', '.cache', 'cep-packs');

/** The folder names (packages/<name>) of the packages that are published. */
export function publishedPackages() {
  return readdirSync(path.join(root, 'packages'))
    .filter((name) => existsSync(path.join(root, 'packages', name, 'package.json')))
    .filter((name) => manifestOf(name).private !== true)
    .sort();
}

export function manifestOf(name) {
  return JSON.parse(readFileSync(path.join(root, 'packages', name, 'package.json'), 'utf8'));
}

/** The tarball of `packages/<name>` in `packsDir`, if there is one for its current version. */
function packed(name) {
  const { version } = manifestOf(name);
  const file = path.join(packsDir, `cep-${name}-${version}.tgz`);
  return existsSync(file) ? file : undefined;
}

/** Packs `names` afresh into `packsDir`; returns name → tarball path. */
export function pack(names = publishedPackages()) {
  mkdirSync(packsDir, { recursive: true });
  const tarballs = {};
  for (const name of names) {
    for (const old of readdirSync(packsDir).filter((file) => file.startsWith(`cep-${name}-`))) {
      rmSync(path.join(packsDir, old));
    }
    const result = spawnSync(pnpm, ['pack', '--pack-destination', packsDir], {
      cwd: path.join(root, 'packages', name),
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      throw new Error(`pnpm pack failed in packages/${name}:\n${result.stdout}${result.stderr}`);
    }
    tarballs[name] = packed(name);
    if (!tarballs[name]) throw new Error(`pnpm pack made no tarball for packages/${name}`);
  }
  return tarballs;
}

/**
 * The tarballs of `names`: those already packed when they are newer than the package's build
 * (this run's check-packages made them), otherwise packed now.
 */
export function tarballsOf(names) {
  const fresh = names.filter((name) => {
    const file = packed(name);
    const built = path.join(root, 'packages', name, 'dist');
    return file && existsSync(built) && statSync(file).mtimeMs >= statSync(built).mtimeMs;
  });
  const stale = names.filter((name) => !fresh.includes(name));
  const made = stale.length > 0 ? pack(stale) : {};
  return Object.fromEntries(names.map((name) => [name, made[name] ?? packed(name)]));
}
