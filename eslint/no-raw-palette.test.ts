import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { noRawPalette } from './no-raw-palette.js';

const repoRoot = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(repoRoot, file);
const component = at('packages/ui/src/components/x/x.tsx');

// RuleTester drives vitest's own describe/it so each case is a real test.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const jsx = { parserOptions: { ecmaFeatures: { jsx: true } } };

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module', ...jsx } }).run(
  'cep/no-raw-palette',
  noRawPalette,
  {
    valid: [
      {
        filename: component,
        code: "const c = 'bg-primary text-primary-foreground border-border';",
      },
      {
        filename: component,
        code: "const c = 'bg-foreground/50 text-muted-foreground hc:border-foreground';",
      },
      { filename: component, code: '<div className="bg-background text-foreground" />' },
      // system colours under forced colours
      {
        filename: component,
        code: "const c = 'forced-colors:border-[ButtonText] forced-colors:text-[GrayText] forced-colors:outline-[Highlight]';",
      },
      // not colour utilities, or not complete classes
      {
        filename: component,
        code: "const c = 'text-sm border-2 ring-2 shadow-md outline-3 from-0';",
      },
      { filename: component, code: 'const c = `bg-${tone}-500 text-${size}`;' },
      { filename: component, code: "const label = '请选择颜色：蓝色 blue-500';" },
      { filename: component, code: "import x from 'bg-red-500';" },
      // outside product sources, and unit tests
      { filename: at('.storybook/preview.tsx'), code: "const c = 'bg-white';" },
      { filename: at('apps/server/src/x.ts'), code: "const c = 'bg-white';" },
      { filename: at('packages/ui/src/lib/cn.test.ts'), code: "const c = 'bg-red-500';" },
    ],
    invalid: [
      {
        filename: component,
        code: "const c = 'bg-blue-500 text-gray-600';",
        errors: [{ messageId: 'palette' }, { messageId: 'palette' }],
      },
      {
        filename: at('apps/console/src/pages/login.tsx'),
        code: '<p className="text-white hover:bg-black/40 border-x-slate-200">x</p>',
        errors: [{ messageId: 'palette' }, { messageId: 'palette' }, { messageId: 'palette' }],
      },
      {
        filename: at('packages/layout/src/navbar.tsx'),
        code: 'const c = cn(`px-2 ring-sky-300 ${active ? "from-rose-50 to-pink-950" : ""} placeholder-zinc-400 `);',
        errors: [
          { messageId: 'palette' },
          { messageId: 'palette' },
          { messageId: 'palette' },
          { messageId: 'palette' },
        ],
      },
      {
        filename: component,
        code: "const c = ['divide-stone-100', 'decoration-amber-500', 'shadow-emerald-500/20', 'accent-teal-600', 'caret-indigo-700 fill-lime-500 stroke-cyan-500 outline-violet-500 via-purple-500 !bg-fuchsia-500 ring-offset-orange-500 text-neutral-900 text-yellow-300 bg-red-50 bg-green-950'];",
        errors: Array.from({ length: 15 }, () => ({ messageId: 'palette' as const })),
      },
      {
        filename: component,
        code: "const c = 'bg-[#123456] text-[#fff] border-[color:#abcdef] outline-[rgb(0_0_0)]';",
        errors: [
          { messageId: 'arbitrary' },
          { messageId: 'arbitrary' },
          { messageId: 'arbitrary' },
          { messageId: 'arbitrary' },
        ],
      },
      {
        filename: component,
        code: "const c = { 'dark:bg-muted': true, 'md:dark:hover:text-foreground': on };",
        errors: [{ messageId: 'dark' }, { messageId: 'dark' }],
      },
      {
        filename: at('packages/ui/src/components/x/x.stories.tsx'),
        code: "const c = 'hover:bg-red-600';",
        errors: [{ messageId: 'palette' }],
      },
    ],
  },
);

describe('eslint.config.js wires the rule', () => {
  it('fails a component that uses a raw palette class', async () => {
    const eslint = new ESLint({ cwd: repoRoot });
    const [result] = await eslint.lintText("export const c = 'bg-blue-500';\n", {
      filePath: at('packages/ui/src/components/x/wrong-colour.ts'),
    });
    expect(result?.messages.map((m) => m.ruleId)).toContain('cep/no-raw-palette');
    expect(result?.errorCount).toBeGreaterThan(0);
  });
});
