import path from 'node:path';
import { relativeImports, resolveImport } from './folder-graph.js';

/*
 * Layers of a source tree that imports alone cannot show (docs/decisions/0010-server-layout.md):
 * the kernel imports nothing outside itself, and nothing below the composition imports it.
 * Options, per tree (repo-relative): `{ "apps/server/src": { kernel: "platform",
 * composition: ["main", "app", "handlers", "seed"] } }`. Entries are the tree's top-level
 * folders or files (without extension).
 */

const repoRoot = path.resolve(import.meta.dirname, '..');

/** @type {import('eslint').Rule.RuleModule} */
export const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'The kernel imports no domain; domains never import the composition.' },
    schema: [{ type: 'object', additionalProperties: { type: 'object' } }],
    messages: {
      kernel:
        "'{{source}}' leaves the kernel ({{kernel}}/) for {{target}}: the kernel imports no domain. Give it a parameter or a hook the composition wires instead.",
      composition:
        "'{{source}}' reaches up into the composition ({{target}}); only the composition ({{composition}}) imports domains, never the other way.",
    },
  },
  create(context) {
    const file = context.filename;
    const treeKey = Object.keys(context.options[0] ?? {}).find((tree) =>
      file.startsWith(path.join(repoRoot, tree) + path.sep),
    );
    if (!treeKey) return {};
    const { kernel, composition = [] } = context.options[0][treeKey];
    const tree = path.join(repoRoot, treeKey);
    const entryOf = (at) =>
      path
        .relative(tree, at)
        .split(path.sep)[0]
        .replace(/\.[cm]?[jt]sx?$/, '');
    const from = entryOf(file);
    return {
      'Program:exit'() {
        for (const { specifier, index } of relativeImports(context.sourceCode.text)) {
          const target = resolveImport(file, specifier);
          if (!target || !target.startsWith(tree + path.sep)) continue;
          const to = entryOf(target);
          if (to === from) continue;
          const loc = {
            start: context.sourceCode.getLocFromIndex(index),
            end: context.sourceCode.getLocFromIndex(index + specifier.length),
          };
          const data = {
            source: specifier,
            target: to,
            kernel,
            composition: composition.join(', '),
          };
          if (from === kernel) context.report({ loc, messageId: 'kernel', data });
          else if (composition.includes(to) && !composition.includes(from)) {
            context.report({ loc, messageId: 'composition', data });
          }
        }
      },
    };
  },
};
