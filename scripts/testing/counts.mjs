// A step of `npm test` says how much it checked: `--counts <file>` on its command line makes it
// write { unit, passed, failed, skipped } there as JSON (scripts/test-all.mjs reads it).
import { writeFileSync } from 'node:fs';

/** Writes the counts if the command line asked for them (`--counts <file>`). */
export function reportCounts({ unit, passed, failed = 0, skipped = 0 }) {
  const index = process.argv.indexOf('--counts');
  if (index < 0 || !process.argv[index + 1]) return;
  writeFileSync(process.argv[index + 1], JSON.stringify({ unit, passed, failed, skipped }));
}
