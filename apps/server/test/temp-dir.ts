import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A temp folder for a DATA_DIR. mkdtemp makes it 0700; when tests run as root
 * PostgreSQL runs as the OS user `postgres`, which must be able to enter it.
 */
export function tempDataDir(prefix = 'cep-test-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
