import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
