import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allowedImports, memberOf, rootEntryOnly } from './workspace-graph.js';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Public sub-paths of a workspace package: the keys of its `exports` map. */
function publicEntries(packageName) {
  const folder = Object.keys(allowedImports).find(
    (member) => readManifest(member)?.name === packageName,
  );
  const exportsMap = folder ? readManifest(folder)?.exports : undefined;
  return exportsMap ? Object.keys(exportsMap) : ['.'];
}

const manifests = new Map();
function readManifest(member) {
  if (!manifests.has(member)) {
    try {
      manifests.set(
        member,
        JSON.parse(readFileSync(path.join(repoRoot, member, 'package.json'), 'utf8')),
      );
    } catch {
      manifests.set(member, undefined);
    }
  }
  return manifests.get(member);
}

/** @type {import('eslint').Rule.RuleModule} */
export const dependencyDirection = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Workspace packages import each other only along the allowed direction and only through their public entries.',
    },
    schema: [],
    messages: {
      direction:
        "'{{from}}' may not import '{{target}}': the dependency direction is ui ← layout ← console; contract ← api-client ← auth ← console; contract ← server; ui, contract ← signals, exercises ← console.",
      deep: "'{{source}}' reaches into {{target}}'s files; import only its public entries ({{entries}}).",
      rootOnly:
        "'{{from}}' may import only the root entry of '{{target}}', not '{{source}}' (docs/decisions/0008-server-shares-the-signals-codec.md).",
      self: "'{{source}}' names this package from its own source; use a relative import (the folder-cycle check follows relative imports, eslint/folder-graph.js).",
      relative:
        "'{{source}}' leaves '{{from}}' for another package's files; import that package by name.",
    },
  },
  create(context) {
    const filename = path.relative(repoRoot, context.filename).split(path.sep).join('/');
    const from = memberOf(filename);
    if (!from) return {}; // tooling outside packages/ and apps/ (stories config, e2e) is free

    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source.startsWith('.')) {
        const resolved = path.relative(
          repoRoot,
          path.resolve(path.dirname(context.filename), source),
        );
        const target = memberOf(resolved.split(path.sep).join('/') + '/');
        if (target && target !== from) {
          context.report({ node, messageId: 'relative', data: { source, from } });
        }
        return;
      }
      const match = /^(@cep\/[^/]+)(\/.*)?$/.exec(source);
      if (!match) return;
      const [, target, subPath] = match;
      if (readManifest(from)?.name === target) {
        // A package may name itself from its tests and docs; inside src/ an import by name would
        // be an edge cep/no-folder-cycles cannot see, which is what lets it stand in for a
        // per-module cycle search there (eslint.config.js).
        if (filename.startsWith(`${from}/src/`)) {
          context.report({ node, messageId: 'self', data: { source } });
        }
        return;
      }
      if (!allowedImports[from].includes(target)) {
        context.report({ node, messageId: 'direction', data: { from, target } });
        return;
      }
      if (subPath && rootEntryOnly[from]?.includes(target)) {
        context.report({ node, messageId: 'rootOnly', data: { from, target, source } });
        return;
      }
      const entries = publicEntries(target);
      if (subPath && !entries.includes(`.${subPath}`)) {
        context.report({
          node,
          messageId: 'deep',
          data: { source, target, entries: entries.join(', ') },
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
