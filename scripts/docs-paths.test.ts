import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/*
 * The docs name the files they come from (docs/README.md, "Keeping these pages true"): every
 * repository path a Markdown page names in `code` or a link must exist, so a move that forgets
 * its docs fails here. Not checked: changelogs and changesets (history), bench/README.md's dated
 * log of figures, build output (`dist/`), paths with a placeholder (`<area>`, `*`, `{…}`), and
 * paths relative to the page (`src/…` inside a package's README).
 */
const root = path.resolve(import.meta.dirname, '..');
const history = (file: string) =>
  file.endsWith('CHANGELOG.md') || file.startsWith('.changeset/') || file === 'bench/README.md';
const named =
  /[`(](?:\.\.\/)*((?:packages|apps|docs|scripts|e2e|eslint|bench|\.storybook)\/[\w./@*{},<>-]+?)[`)#:]/g;

it('every repository path the docs name exists', () => {
  const pages = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && !history(file));
  const missing: string[] = [];
  for (const page of pages) {
    for (const match of readFileSync(path.join(root, page), 'utf8').matchAll(named)) {
      const named = match[1]!.replace(/[.,]$/, '');
      if (/[*{}<>]/.test(named) || /(^|\/)dist(\/|$)/.test(named)) continue;
      if (!existsSync(path.join(root, named))) missing.push(`${page}: ${named}`);
    }
  }
  expect(pages.length).toBeGreaterThan(20);
  expect(missing).toEqual([]);
});
