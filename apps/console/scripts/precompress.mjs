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

let count = 0;
for (const file of files(dist)) {
  const content = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`precompressed ${count} files (br, gz) in ${path.relative(process.cwd(), dist)}`);
