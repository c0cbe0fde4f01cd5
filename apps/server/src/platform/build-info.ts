import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverFolder } from './server-folder';

/*
 * Which build runs, for /api/health, the console's about place and a backup's manifest: a support
 * call names both. The version is the platform's release, which its published packages carry
 * together (the server app itself is private and unversioned): @cep/contract's, which the server is
 * built from, else apps/server/package.json's. The commit is CEP_COMMIT when the deployment sets it,
 * else the one tsup wrote into the bundle at build time (tsup.config.ts), else, running from the
 * source (dev, tests), `git rev-parse`; `unknown` when none of these exists (a tarball without git).
 */

/** Replaced by the build (tsup.config.ts `define`); absent in the source. */
declare const __CEP_BUILD_COMMIT__: string | undefined;

export interface BuildInfo {
  version: string;
  commit: string;
}

const saneCommit = /^[0-9A-Za-z._-]{1,64}$/;

function builtCommit(): string | undefined {
  return typeof __CEP_BUILD_COMMIT__ === 'string' ? __CEP_BUILD_COMMIT__ : undefined;
}

function gitCommit(folder: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: folder,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5_000,
    }).trim();
  } catch {
    return undefined; // no git, or not a checkout
  }
}

function readVersion(folder: string): string {
  try {
    const { version } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof version === 'string' && version.length > 0 ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

let cached: BuildInfo | undefined;

/** Read once per process. */
export function buildInfo(env: NodeJS.ProcessEnv = process.env): BuildInfo {
  if (cached) return cached;
  const folder = serverFolder();
  const fromEnv = env.CEP_COMMIT?.trim();
  const commit =
    (fromEnv && saneCommit.test(fromEnv) ? fromEnv : undefined) ??
    builtCommit() ??
    gitCommit(folder) ??
    'unknown';
  const released = readVersion(path.join(folder, '..', '..', 'packages', 'contract'));
  const version = released !== 'unknown' ? released : readVersion(folder);
  cached = { version, commit: saneCommit.test(commit) ? commit : 'unknown' };
  return cached;
}
