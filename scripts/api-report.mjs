#!/usr/bin/env node
// The public API of every published package, as a team that installs it sees it (issue 17): each
// entry of the package's `exports` map, every name it exports with its kind and declaration, read
// from the built `dist/*.d.ts` with the TypeScript compiler. Written to `packages/<name>/api-report.md`
// and committed, so a change to a package's surface shows in review (and needs a changeset).
//
//   node scripts/api-report.mjs          write the reports (after `pnpm build`)
//   node scripts/api-report.mjs --check  fail when a report differs from the built packages
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { reportCounts } from './testing/counts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const only = process.argv
  .slice(2)
  .filter((arg, i, args) => !arg.startsWith('--') && args[i - 1] !== '--counts');
const regenerate = 'pnpm build && pnpm api-report';

/** The published packages: every `packages/*` whose manifest is not private. */
function publishedPackages() {
  return readdirSync(path.join(root, 'packages'))
    .map((dir) => ({ dir, file: path.join(root, 'packages', dir, 'package.json') }))
    .filter(({ file }) => existsSync(file))
    .map(({ dir, file }) => ({ dir, manifest: JSON.parse(readFileSync(file, 'utf8')) }))
    .filter(({ manifest }) => manifest.private !== true)
    .filter(({ dir }) => only.length === 0 || only.includes(dir));
}

/** The declaration file a consumer's TypeScript picks for an entry (`types`, never `source`). */
function typesOf(target) {
  if (typeof target === 'string') return target.endsWith('.d.ts') ? target : undefined;
  if (target.types) return typesOf(target.types);
  for (const [condition, next] of Object.entries(target)) {
    if (condition === 'source') continue;
    const found = typeof next === 'object' ? typesOf(next) : undefined;
    if (found) return found;
  }
  return undefined;
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

function kindOf(symbol, declaration) {
  if (symbol.flags & ts.SymbolFlags.Class) return 'class';
  if (symbol.flags & ts.SymbolFlags.Enum) return 'enum';
  if (symbol.flags & ts.SymbolFlags.Function) return 'function';
  if (symbol.flags & ts.SymbolFlags.Variable) return 'const';
  if (symbol.flags & ts.SymbolFlags.Interface) return 'interface';
  if (symbol.flags & ts.SymbolFlags.TypeAlias) return 'type';
  if (symbol.flags & ts.SymbolFlags.Module) return 'namespace';
  return ts.SyntaxKind[declaration?.kind ?? 0] ?? 'unknown';
}

/** One declaration as text, without comments, formatted by the compiler's printer. */
function declarationText(declaration, sourceFile) {
  let node = declaration;
  // `declare const a: A, b: B;`: print only the one asked for.
  if (ts.isVariableDeclaration(node)) {
    const list = node.parent;
    const statement = list.parent;
    const single = ts.factory.updateVariableStatement(
      statement,
      statement.modifiers,
      ts.factory.updateVariableDeclarationList(list, [node]),
    );
    return printer.printNode(ts.EmitHint.Unspecified, single, sourceFile);
  }
  return printer.printNode(ts.EmitHint.Unspecified, node, sourceFile);
}

/** The report of one package: a table of names and kinds per entry, then the declarations. */
function reportOf({ dir, manifest }) {
  const packageDir = path.join(root, 'packages', dir);
  const entries = Object.entries(manifest.exports ?? {})
    .filter(([entry]) => entry !== './package.json')
    .map(([entry, target]) => ({ entry, types: typesOf(target), target }));
  const roots = entries
    .filter((entry) => entry.types)
    .map((entry) => path.join(packageDir, entry.types));
  for (const file of roots) {
    if (!existsSync(file))
      throw new Error(`${path.relative(root, file)} is missing: run pnpm build first`);
  }
  const program = ts.createProgram(roots, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();

  const lines = [
    `# ${manifest.name} — public API`,
    '',
    'Generated from the built declarations (`dist/*.d.ts`) by `scripts/api-report.mjs`; do not edit.',
    `After a change to the package's exports run \`${regenerate}\`, commit this file and add a`,
    'changeset: `npm test` fails while it differs from the build.',
    '',
  ];
  const counts = [];
  for (const { entry, types, target } of entries) {
    const specifier = entry === '.' ? manifest.name : `${manifest.name}/${entry.slice(2)}`;
    if (!types) {
      const file = typeof target === 'string' ? target : (target.default ?? target.import);
      lines.push(`## \`${specifier}\``, '', `Not a module: \`${file}\`.`, '');
      continue;
    }
    const sourceFile = program.getSourceFile(path.join(packageDir, types));
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    const exported = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
    const rows = exported
      .map((symbol) => {
        const target =
          symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        const declarations = target.declarations ?? [];
        return {
          name: symbol.getName(),
          kind: kindOf(target, declarations[0]),
          text: declarations
            .map((declaration) => declarationText(declaration, declaration.getSourceFile()))
            .join('\n'),
        };
      })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    counts.push({ specifier, count: rows.length });
    lines.push(`## \`${specifier}\` (${rows.length} exports)`, '');
    lines.push('| Name | Kind |', '| --- | --- |');
    for (const row of rows) lines.push(`| \`${row.name}\` | ${row.kind} |`);
    lines.push('', '```ts');
    for (const row of rows) lines.push(`// ${row.name}`, row.text, '');
    if (rows.length > 0) lines.pop();
    lines.push('```', '');
  }
  return { text: `${lines.join('\n').trimEnd()}\n`, counts };
}

let stale = 0;
const packages = publishedPackages();
for (const pkg of packages) {
  const file = path.join(root, 'packages', pkg.dir, 'api-report.md');
  const { text, counts } = reportOf(pkg);
  const summary = counts.map(({ specifier, count }) => `${specifier} ${count}`).join(', ');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (check) {
    if (current === text) {
      console.log(`✓ ${pkg.manifest.name}: api-report.md matches the build (${summary})`);
    } else {
      stale += 1;
      const names = (report) => new Set(report.match(/^\| `[^`]+` \| \w+ \|$/gm) ?? []);
      const before = names(current);
      const after = names(text);
      const added = [...after].filter((row) => !before.has(row));
      const removed = [...before].filter((row) => !after.has(row));
      console.log(
        `✗ ${pkg.manifest.name}: the public API differs from packages/${pkg.dir}/api-report.md`,
      );
      for (const row of added) console.log(`    + ${row}`);
      for (const row of removed) console.log(`    - ${row}`);
      if (added.length + removed.length === 0) console.log('    (a declaration changed)');
    }
  } else {
    if (current !== text) writeFileSync(file, text);
    console.log(`${current === text ? '=' : '✎'} packages/${pkg.dir}/api-report.md (${summary})`);
  }
}
if (check) reportCounts({ unit: 'packages', passed: packages.length - stale, failed: stale });
if (stale > 0) {
  console.log(
    `\nA package's surface changed without its report. Review the change, then run\n  ${regenerate}\nand commit the reports with a changeset (pnpm changeset).`,
  );
  process.exit(1);
}
