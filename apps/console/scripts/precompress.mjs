// Writes .br and .gz beside every text asset of the build, once, at build time.
// The server sends them as they are (@fastify/static `preCompressed`): the
// console's first load is compressed without costing the server CPU per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
// Not the source maps: only a developer's devtools fetch them, and at brotli 11 their 17 MB were
// most of the build's compression time.
const compressible = /\.(js|mjs|css|html|svg|json|txt)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name) && statSync(full).size > 1024) yield full;
  }
}

// The smallest files for a hospital's network; `npm test` builds with CEP_FAST_COMPRESSION=1
// (scripts/test-all.mjs): its tests read what is sent, not how small, and brotli 11 was about a
// tenth of the build's CPU (the byte budgets gzip the files themselves, at 9).
const fast = process.env.CEP_FAST_COMPRESSION === '1';
const gzipLevel = fast ? 6 : 9;
const brotliQuality = fast ? 5 : 11;

let count = 0;
for (const file of files(dist)) {
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: gzipLevel }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
  );
  count++;
}
console.log(
  `precompressed ${count} files (br ${brotliQuality}, gz ${gzipLevel}) in ${path.relative(process.cwd(), dist)}`,
);
