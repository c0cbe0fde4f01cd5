import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../platform/config';
import { createBackup } from './backup';
import { pruneBackups } from './prune';
import { restoreBackup } from './restore';
import { databaseToBackUp, databaseToRestore } from './target';

/*
 * `pnpm backup [--out DIR]` and `pnpm restore <backup folder> [--force]`: the database of
 * DATABASE_URL, or else the embedded one of DATA_DIR (read from the environment, as the server
 * does). Prints one line of result; exit 1 with the reason on failure.
 */

const usage = `usage:
  backup [--out DIR]              back up the database (DATABASE_URL, else DATA_DIR) into a new folder
                                  under DIR (default: BACKUP_DIR, else ./backups)
  restore <backup folder> [--force]
                                  restore into an empty database or data folder (--force: replace it)`;

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const [command, folder] = positionals;
  const config = loadConfig();
  if (command === 'backup') {
    const parent = path.resolve(values.out ?? config.backup?.dir ?? './backups');
    const database = await databaseToBackUp(config);
    try {
      const { folder: written, manifest } = await createBackup({
        url: database.url,
        parent,
        engine: database.engine,
      });
      const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `backup written: ${written} (${Object.keys(manifest.tables).length} tables, ${rows} rows)`,
      );
      if (config.backup && !values.out) pruneBackups(parent, config.backup.keep);
    } finally {
      await database.close();
    }
  } else if (command === 'restore' && folder) {
    const database = await databaseToRestore(config, values.force);
    try {
      const { manifest, upgraded } = await restoreBackup({
        url: database.url,
        folder,
        force: values.force,
      });
      const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `restored ${folder} (${rows} rows, every table's count and checksum verified)` +
          (upgraded.length > 0 ? `; then migrated: ${upgraded.join(', ')}` : ''),
      );
    } finally {
      await database.close();
    }
  } else {
    console.error(usage);
    process.exit(2);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
