import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverFolder } from '../platform/server-folder';
import type { SequenceValue, TableSummary } from './tables';

/** What a backup folder holds besides its table files: read first by a restore. */
export interface BackupManifest {
  format: typeof backupFormat;
  /** The platform's released version (its published packages' version) and commit, if known. */
  version: string;
  commit: string | null;
  createdAt: string;
  engine: 'embedded' | 'external';
  /** schema_migrations of the source, in order: the schema the rows fit. */
  migrations: string[];
  tables: Record<string, TableEntry>;
  sequences: Record<string, SequenceValue>;
}

export interface TableEntry extends TableSummary {
  /** File in the backup folder (gzip'd JSON lines, one row each). */
  file: string;
  /** sha256 of that file. */
  sha256: string;
}

export const backupFormat = 'cep-backup/1';
export const manifestFile = 'manifest.json';

export function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, manifestFile);
  if (!existsSync(file)) throw new Error(`${folder} is not a backup: it has no ${manifestFile}`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== backupFormat) {
    throw new Error(`${file}: unknown backup format ${JSON.stringify(manifest.format)}`);
  }
  return manifest;
}

export function sha256OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** The published packages' version (they are released together), or 'unknown' outside a checkout. */
export function platformVersion(): string {
  try {
    const file = path.join(serverFolder(), '..', '..', 'packages', 'contract', 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** CEP_COMMIT when the install sets it, else the checkout's HEAD, else null. */
export function platformCommit(): string | null {
  if (process.env.CEP_COMMIT) return process.env.CEP_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: serverFolder(),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}
