import path from 'node:path';
import { fileImports, pathBetween, placeOf, targetsOf, treeOf } from './folder-graph.js';

/*
 * No two entries of a folder import each other, directly or around a circle, at any depth of a
 * member's `src/` (eslint/folder-graph.js says how an import becomes an edge). Type imports count,
 * unlike `import-x/no-cycle`: a type import still means one folder cannot be read, moved or
 * published without the other. When one is reported, move what both need below them, or turn
 * the call around (a parameter, a hook that the composition wires).
 *
 * The other files' imports are read from disk once per lint run; the file being linted counts
 * with its current text.
 */

/** Per tree: every file's imports on disk, read once per process. */
const treeImports = new Map();

function importsOf(tree) {
  if (!treeImports.has(tree)) treeImports.set(tree, fileImports(tree));
  return treeImports.get(tree);
}

/** Forgets what was read (the rule's tests write trees of their own). */
export function forgetFolderGraphs() {
  treeImports.clear();
}

/** @type {import('eslint').Rule.RuleModule} */
export const noFolderCycles = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'No import cycle between the entries of any folder of a source tree, type imports included.',
    },
    schema: [],
    messages: {
      cycle:
        "'{{source}}' closes an import cycle in {{folder}}: {{route}}. Type imports count too. Move what both need below them, or pass it in (a parameter, a hook the composition wires).",
    },
  },
  create(context) {
    const file = context.filename;
    const tree = treeOf(file);
    if (!tree) return {};
    const imports = importsOf(tree);
    const own = targetsOf(file, context.sourceCode.text);
    const graphs = new Map();

    /** The entry graph of `folder` with this file's edges as its text has them now. */
    function graphOf(folder) {
      if (!graphs.has(folder)) {
        const graph = new Map();
        const add = (from, targets) => {
          for (const { target } of targets) {
            const place = placeOf(from, target);
            if (place.folder !== folder || place.fromEntry === place.toEntry) continue;
            if (!graph.has(place.fromEntry)) graph.set(place.fromEntry, new Set());
            graph.get(place.fromEntry).add(place.toEntry);
          }
        };
        for (const [other, targets] of imports) if (other !== file) add(other, targets);
        add(file, own);
        graphs.set(folder, graph);
      }
      return graphs.get(folder);
    }

    return {
      'Program:exit'() {
        for (const { target, specifier, index } of own) {
          const place = placeOf(file, target);
          if (place.fromEntry === place.toEntry) continue;
          const back = pathBetween(graphOf(place.folder), place.toEntry, place.fromEntry);
          if (!back) continue;
          const start = context.sourceCode.getLocFromIndex(index);
          const end = context.sourceCode.getLocFromIndex(index + specifier.length);
          context.report({
            loc: { start, end },
            messageId: 'cycle',
            data: {
              source: specifier,
              folder: path.relative(path.resolve(tree, '../../..'), place.folder),
              route: [place.fromEntry, ...back].join(' → '),
            },
          });
        }
      },
    };
  },
};
