// The import graph of one source tree (`packages/<name>/src`, `apps/<name>/src`), read from disk.
//
// A relative import from file F to file T is an edge between two entries of the folder D that is
// the deepest one holding both: the entry of D holding F → the entry of D holding T (an entry is a
// sub-folder or a file, its extension dropped, so `./x` names `x.ts` and `x/` alike). Type-only
// imports count: they tie the code as much as value imports do. A cycle between the entries of
// any folder is refused by the `cep/no-folder-cycles` lint rule; with every folder checked, no
// chain of imports can come back to the file it started from, type imports included.
//
// `node eslint/folder-graph.js` prints, for each tree, its top-level entries and those in a cycle;
// with `--edges`, also which top-level entry imports which.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const sourceExtensions = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const sourceFile = /\.(?:[cm]?[jt]sx?)$/;

// Every way a module names another: import/export … from '…', import '…', import('…') (also
// `typeof import('…')` in types). Comments are blanked first, so an example in one is no edge.
const specifierPattern =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"\n]*)?)\1/g;

/**
 * `code` with its comments, and the strings that name no module, replaced by spaces (offsets
 * kept, for error locations): an import written in a comment or a string is not one.
 */
function blankComments(code) {
  return code.replace(
    /\/\*[\s\S]*?\*\/|(?<![:'"`\\/])\/\/[^\n]*|(['"`])(?:\\.|(?!\1)[^\\\n])*\1/g,
    (match, quote, offset) => {
      const namesModule =
        quote && /(?:\bfrom|\bimport|\bimport\s*\()\s*$/.test(code.slice(0, offset));
      return namesModule ? match : match.replace(/[^\n]/g, ' ');
    },
  );
}

/** Relative module specifiers of `code` with their offsets (comments ignored). */
export function relativeImports(code) {
  const found = [];
  for (const match of blankComments(code).matchAll(specifierPattern)) {
    const specifier = match[2].replace(/\?.*$/, '');
    found.push({ specifier, index: match.index + match[0].lastIndexOf(match[2]) });
  }
  return found;
}

function walk(dir, files = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else if (sourceFile.test(entry.name)) files.push(full);
  }
  return files;
}

/** The source file `specifier` names from `file`, as TypeScript's bundler resolution finds it. */
export function resolveImport(file, specifier, exists = existsSync) {
  const base = path.resolve(path.dirname(file), specifier);
  const stem = base.replace(/\.(?:[cm]?js|jsx)$/, '');
  const candidates = [
    ...(sourceFile.test(base) ? [base] : []),
    ...sourceExtensions.map((extension) => stem + extension),
    ...sourceExtensions.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => exists(candidate) && statSync(candidate).isFile());
}

/** The source tree (`…/packages|apps/<name>/src`) holding `file`, or undefined. */
export function treeOf(file) {
  const match = /^(.*[\\/](?:packages|apps)[\\/][^\\/]+[\\/]src)[\\/]/.exec(file);
  return match?.[1];
}

/** Where an edge from `from` to `to` sits: the deepest folder holding both, and their entries. */
export function placeOf(from, to) {
  const a = from.split(path.sep);
  const b = to.split(path.sep);
  let shared = 0;
  while (shared < a.length - 1 && shared < b.length - 1 && a[shared] === b[shared]) shared += 1;
  const entry = (part) => part.replace(sourceFile, '');
  return {
    folder: a.slice(0, shared).join(path.sep),
    fromEntry: entry(a[shared]),
    toEntry: entry(b[shared]),
  };
}

/** Every file's imports in `tree`: Map<file, resolved target files>. */
export function fileImports(tree) {
  const imports = new Map();
  for (const file of walk(tree)) {
    imports.set(file, targetsOf(file, readFileSync(file, 'utf8')));
  }
  return imports;
}

/** The files of the tree that `code` (the text of `file`) imports, with the import's offset. */
export function targetsOf(file, code) {
  const targets = [];
  for (const { specifier, index } of relativeImports(code)) {
    const target = resolveImport(file, specifier);
    if (target && target !== file) targets.push({ target, specifier, index });
  }
  return targets;
}

/** The entry graph of `folder`: Map<entry, Set<entry>> from the file imports that sit there. */
export function entryGraph(imports, folder) {
  const graph = new Map();
  for (const [file, targets] of imports) {
    for (const { target } of targets) {
      const place = placeOf(file, target);
      if (place.folder !== folder || place.fromEntry === place.toEntry) continue;
      if (!graph.has(place.fromEntry)) graph.set(place.fromEntry, new Set());
      graph.get(place.fromEntry).add(place.toEntry);
    }
  }
  return graph;
}

/** A path of entries from `from` to `to` in `graph` (breadth first), or undefined. */
export function pathBetween(graph, from, to) {
  const previous = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) {
      const route = [];
      for (let at = to; at !== undefined; at = previous.get(at)) route.unshift(at);
      return route;
    }
    for (const next of graph.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** The groups of entries of `graph` that import each other (strongly connected, more than one). */
export function cycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const nodes = new Set(graph.keys());
  for (const targets of graph.values()) for (const to of targets) nodes.add(to);

  function connect(node) {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  }
  for (const node of [...nodes].sort()) if (!index.has(node)) connect(node);
  return groups;
}

/** Every member's `src/` under `repoRoot`. */
export function sourceTrees(repoRoot) {
  const trees = [];
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(path.join(repoRoot, group)).sort()) {
      const src = path.join(repoRoot, group, name, 'src');
      if (existsSync(src) && statSync(src).isDirectory()) trees.push(src);
    }
  }
  return trees;
}

/** Every folder of `tree` whose entries import each other in a cycle, with the cycles. */
export function treeCycles(tree, imports = fileImports(tree)) {
  const folders = new Set([tree]);
  for (const [file, targets] of imports) {
    for (const { target } of targets) folders.add(placeOf(file, target).folder);
  }
  const found = [];
  for (const folder of [...folders].sort()) {
    for (const group of cycles(entryGraph(imports, folder))) found.push({ folder, group });
  }
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const repoRoot = path.resolve(import.meta.dirname, '..');
  let total = 0;
  for (const tree of sourceTrees(repoRoot)) {
    const imports = fileImports(tree);
    const found = treeCycles(tree, imports);
    const top = found.filter((cycle) => cycle.folder === tree);
    const inCycle = top.reduce((sum, cycle) => sum + cycle.group.length, 0);
    console.log(
      `${path.relative(repoRoot, tree)}: ${readdirSync(tree).length} top-level entries, ` +
        `${inCycle} in a cycle; ${found.length} cycle(s) in all its folders`,
    );
    for (const { folder, group } of found) {
      console.log(`  ${path.relative(repoRoot, folder)}: ${group.join(' ⇄ ')}`);
    }
    if (process.argv.includes('--edges')) {
      for (const [from, targets] of [...entryGraph(imports, tree)].sort()) {
        console.log(`    ${from} → ${[...targets].sort().join(', ')}`);
      }
    }
    total += found.length;
  }
  console.log(`${total} folder cycle(s) in all`);
  process.exitCode = total === 0 ? 0 : 1;
}
