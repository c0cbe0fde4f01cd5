import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { layers } from './layers.js';

// RuleTester drives vitest's own describe/it so each case is a real test.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// The server's real files: the rule resolves imports on disk.
const repoRoot = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(repoRoot, 'apps/server/src', file);
const options = [
  {
    'apps/server/src': {
      kernel: 'platform',
      composition: ['main', 'app', 'handlers', 'seed'],
    },
  },
];

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('cep/layers', layers, {
  valid: [
    // a domain uses the kernel
    {
      filename: at('training/plans.ts'),
      code: "import { ApiError } from '../platform/http/api-error';",
      options,
    },
    // the kernel uses itself
    {
      filename: at('platform/calls/audited.ts'),
      code: "import { recordAudit } from '../audit/audit';",
      options,
    },
    // a domain uses a lower domain
    {
      filename: at('assistant/apply.ts'),
      code: "import { addPlanItem } from '../training/plans';",
      options,
    },
    // the composition uses domains and the kernel
    {
      filename: at('handlers.ts'),
      code: "import { trainingHandlers } from './training/routes';",
      options,
    },
    {
      filename: at('seed/seed.ts'),
      code: "import { runAssistant } from '../assistant/findings';",
      options,
    },
  ],
  invalid: [
    {
      filename: at('platform/calls/register-calls.ts'),
      code: "import { trainingHandlers } from '../../training/routes';",
      options,
      errors: [{ messageId: 'kernel' }],
    },
    {
      filename: at('platform/db/migrate.ts'),
      code: "import type { SeedResult } from '../../seed/seed';",
      options,
      errors: [{ messageId: 'kernel' }],
    },
    {
      filename: at('training/routes.ts'),
      code: "import { callHandlers } from '../handlers';",
      options,
      errors: [{ messageId: 'composition' }],
    },
    {
      filename: at('dashboard/dashboard.ts'),
      code: "import { demoAccounts } from '../seed/demo-data';",
      options,
      errors: [{ messageId: 'composition' }],
    },
  ],
});
