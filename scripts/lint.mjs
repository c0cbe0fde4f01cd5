#!/usr/bin/env node
// `eslint . --max-warnings=0` through ESLint's API, to say how many files it linted
// (`--counts <file>` for scripts/test-all.mjs). Exit 1 on any error or warning.
import path from 'node:path';
import { ESLint } from 'eslint';
import { reportCounts } from './testing/counts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const text = await formatter.format(results);
if (text) console.log(text);
const failing = results.filter((result) => result.errorCount + result.warningCount > 0).length;
reportCounts({ unit: 'files', passed: results.length - failing, failed: failing });
console.log(`eslint: ${results.length} files, ${failing} with problems`);
process.exit(failing === 0 ? 0 : 1);
