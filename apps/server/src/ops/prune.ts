import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Whole backups in `parent` (not `.partial` ones), oldest first: their names sort by time. */
export function backupsIn(parent: string): string[] {
  return readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^cep-backup-\d{8}T\d{6}Z$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** Keeps the `keep` newest backups in `parent`, removes the others; returns what was removed. */
export function pruneBackups(parent: string, keep: number): string[] {
  const all = backupsIn(parent);
  const removed = all.slice(0, Math.max(0, all.length - keep));
  for (const name of removed) rmSync(path.join(parent, name), { recursive: true, force: true });
  return removed;
}
