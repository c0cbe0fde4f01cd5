import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileImports, relativeImports, treeCycles } from './folder-graph.js';
import { forgetFolderGraphs, noFolderCycles } from './no-folder-cycles.js';

// RuleTester drives vitest's own describe/it so each case is a real test.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/*
 * A small member on disk: the rule reads the other files of the tree from there.
 *   src/kernel/db.ts                  (imports nothing)
 *   src/kernel/http/errors.ts      →  ../db
 *   src/training/plans.ts          →  ../kernel/db, and `import type` from ../assistant/rules
 *   src/assistant/rules.ts         →  ../kernel/http/errors
 *   src/kernel/http/statuses.ts    →  ./errors (a type)
 *   src/index.ts                   →  ./training/plans
 */
const root = mkdtempSync(path.join(os.tmpdir(), 'folder-cycles-'));
const src = path.join(root, 'apps', 'demo', 'src');
const files: Record<string, string> = {
  'kernel/db.ts': 'export const db = 1;\n',
  'kernel/http/errors.ts': "import { db } from '../db';\nexport const errors = db;\n",
  'training/plans.ts':
    "import { db } from '../kernel/db';\nimport type { Rule } from '../assistant/rules';\nexport const plans: Rule[] = [db];\n",
  'assistant/rules.ts':
    "import { errors } from '../kernel/http/errors';\nexport type Rule = number;\nexport const rules = errors;\n",
  'kernel/http/statuses.ts':
    "import type { errors } from './errors';\nexport type Status = typeof errors;\n",
  'index.ts': "export * from './training/plans';\n",
};
const at = (file: string) => path.join(src, file);

beforeAll(() => {
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(at(file)), { recursive: true });
    writeFileSync(at(file), code);
  }
  forgetFolderGraphs();
});
afterAll(() => {
  forgetFolderGraphs();
  rmSync(root, { recursive: true, force: true });
});

describe('folder graph', () => {
  it('reads every kind of relative import, never one in a comment or a string', () => {
    const code = [
      "import a from './a';",
      "import type { B } from '../b';",
      "export * from './c.js';",
      "export { d } from './d';",
      "const e = await import('./e');",
      "type F = typeof import('./f');",
      "import './g.css';",
      "// import h from './h';",
      "/* import i from './i'; */",
      'const s = "import j from \'./j\'";',
      "import k from 'kysely';",
    ].join('\n');
    expect(relativeImports(code).map((found) => found.specifier)).toEqual([
      './a',
      '../b',
      './c.js',
      './d',
      './e',
      './f',
      './g.css',
    ]);
  });

  it('finds no cycle in a tree whose folders import one way', () => {
    expect(treeCycles(src, fileImports(src))).toEqual([]);
  });
});

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run(
  'cep/no-folder-cycles',
  noFolderCycles,
  {
    valid: [
      // the file as it is on disk
      { filename: at('training/plans.ts'), code: files['training/plans.ts']! },
      // within one folder, one way
      { filename: at('kernel/http/errors.ts'), code: "import { db } from '../db';" },
      // outside any member's src/: not the rule's business
      { filename: path.join(root, 'e2e', 'x.ts'), code: "import '../apps/demo/src/index';" },
    ],
    invalid: [
      // a type import closes the circle training → assistant → training
      {
        filename: at('assistant/rules.ts'),
        code: "import type { plans } from '../training/plans';\nexport type Rule = typeof plans;",
        errors: [
          {
            messageId: 'cycle',
            data: {
              source: '../training/plans',
              folder: 'apps/demo/src',
              route: 'assistant → training → assistant',
            },
          },
        ],
      },
      // the kernel reaching up into a domain (through a dynamic import)
      {
        filename: at('kernel/db.ts'),
        code: "export const later = () => import('../assistant/rules');",
        errors: [
          {
            messageId: 'cycle',
            data: {
              source: '../assistant/rules',
              folder: 'apps/demo/src',
              route: 'kernel → assistant → kernel',
            },
          },
        ],
      },
      // a deeper folder: http → db → http
      {
        filename: at('kernel/db.ts'),
        code: "export { errors } from './http/errors';",
        errors: [
          {
            messageId: 'cycle',
            data: {
              source: './http/errors',
              folder: 'apps/demo/src/kernel',
              route: 'db → http → db',
            },
          },
        ],
      },
      // two files of one folder: a file cycle is a cycle one level down
      {
        filename: at('kernel/http/errors.ts'),
        code: "import { db } from '../db';\nimport type { Status } from './statuses';",
        errors: [
          {
            messageId: 'cycle',
            data: {
              source: './statuses',
              folder: 'apps/demo/src/kernel/http',
              route: 'errors → statuses → errors',
            },
          },
        ],
      },
    ],
  },
);

describe('eslint.config.js wires the rule', () => {
  it('fails a file of the repo that would close a cycle, and passes it as it is', async () => {
    const repoRoot = path.resolve(import.meta.dirname, '..');
    const eslint = new ESLint({ cwd: repoRoot });
    const file = path.join(repoRoot, 'apps/server/src/platform/db/transaction.ts');
    const [asItIs] = await eslint.lintFiles([file]);
    expect(asItIs?.messages.filter((m) => m.ruleId === 'cep/no-folder-cycles')).toEqual([]);
    // The kernel's database layer reaching into the http layer that already uses it.
    const [closing] = await eslint.lintText(
      "import type { ApiError } from '../http/api-error';\nexport type E = ApiError;\n",
      { filePath: path.join(repoRoot, 'apps/server/src/platform/db/closing-cycle.ts') },
    );
    expect(closing?.messages.map((m) => m.ruleId)).toContain('cep/no-folder-cycles');
  });
});
