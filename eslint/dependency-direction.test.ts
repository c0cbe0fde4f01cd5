import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { dependencyDirection } from './dependency-direction.js';

const repoRoot = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(repoRoot, file);

// RuleTester drives vitest's own describe/it so each case is a real test.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
  'cep/dependency-direction',
  dependencyDirection,
  {
    valid: [
      { filename: at('packages/layout/src/navbar.tsx'), code: "import { Button } from '@cep/ui';" },
      { filename: at('packages/layout/src/x.ts'), code: "import '@cep/ui/theme.css';" },
      {
        filename: at('packages/auth/src/x.ts'),
        code: "import { createApiClient } from '@cep/api-client';",
      },
      { filename: at('packages/api-client/src/x.ts'), code: "export * from '@cep/contract';" },
      { filename: at('apps/server/src/x.ts'), code: "import { errorCodes } from '@cep/contract';" },
      { filename: at('apps/console/src/x.ts'), code: "import { Sidebar } from '@cep/layout';" },
      // decision 0008: the server and the simulator share the codec of @cep/signals' root entry
      { filename: at('apps/server/src/x.ts'), code: "import { FrameReader } from '@cep/signals';" },
      {
        filename: at('apps/device-simulator/src/x.ts'),
        code: "import { encodeSamplesFrame } from '@cep/signals';",
      },
      {
        filename: at('packages/ui/src/components/button/button.tsx'),
        code: "import { cn } from '../../lib/cn';",
      },
      { filename: at('.storybook/preview.tsx'), code: "import '../packages/ui/src/theme.css';" },
      {
        filename: at('packages/signals/src/x.ts'),
        code: "import { deviceProfiles } from '@cep/contract';",
      },
      {
        filename: at('packages/exercises/src/x.tsx'),
        code: "import { Button } from '@cep/ui'; import { levelRule } from '@cep/contract';",
      },
      // a package's tests outside src/ may use it as its adopters do
      { filename: at('packages/ui/test/x.test.ts'), code: "import { Button } from '@cep/ui';" },
    ],
    invalid: [
      // inside src/ a package reaches its own modules relatively: an import by its own name is
      // an edge the folder-cycle rule would not see
      {
        filename: at('packages/ui/src/components/dialog/dialog.tsx'),
        code: "import { Button } from '@cep/ui';",
        errors: [{ messageId: 'self' }],
      },
      // signals stays free of API code
      {
        filename: at('packages/signals/src/x.ts'),
        code: "import { createApiClient } from '@cep/api-client';",
        errors: [{ messageId: 'direction' }],
      },
      // exercises embed in other hospitals' apps: no API client, no shell
      {
        filename: at('packages/exercises/src/x.ts'),
        code: "import { createApiClient } from '@cep/api-client';",
        errors: [{ messageId: 'direction' }],
      },
      // against the direction
      {
        filename: at('packages/ui/src/x.ts'),
        code: "import { Sidebar } from '@cep/layout';",
        errors: [{ messageId: 'direction' }],
      },
      {
        filename: at('packages/layout/src/x.ts'),
        code: "import { login } from '@cep/auth';",
        errors: [{ messageId: 'direction' }],
      },
      {
        filename: at('packages/layout/src/x.ts'),
        code: "import { createApiClient } from '@cep/api-client';",
        errors: [{ messageId: 'direction' }],
      },
      {
        filename: at('packages/contract/src/x.ts'),
        code: "import { createApiClient } from '@cep/api-client';",
        errors: [{ messageId: 'direction' }],
      },
      {
        filename: at('apps/server/src/x.ts'),
        code: "import { Button } from '@cep/ui';",
        errors: [{ messageId: 'direction' }],
      },
      {
        filename: at('packages/api-client/src/x.ts'),
        code: "export { session } from '@cep/auth';",
        errors: [{ messageId: 'direction' }],
      },
      {
        filename: at('packages/api-client/src/x.ts'),
        code: "const m = import('@cep/auth');",
        errors: [{ messageId: 'direction' }],
      },
      // decision 0008: never the view, nor any other sub-path
      {
        filename: at('apps/server/src/x.ts'),
        code: "import { SignalView } from '@cep/signals/view';",
        errors: [{ messageId: 'rootOnly' }],
      },
      {
        filename: at('apps/device-simulator/src/x.ts'),
        code: "import { x } from '@cep/signals/view';",
        errors: [{ messageId: 'rootOnly' }],
      },
      {
        filename: at('apps/server/src/x.ts'),
        code: "import { Sidebar } from '@cep/layout';",
        errors: [{ messageId: 'direction' }],
      },
      // deep imports into another package's files
      {
        filename: at('packages/layout/src/x.ts'),
        code: "import { Button } from '@cep/ui/src/components/button';",
        errors: [{ messageId: 'deep' }],
      },
      {
        filename: at('apps/console/src/x.ts'),
        code: "import { x } from '@cep/contract/dist/index.js';",
        errors: [{ messageId: 'deep' }],
      },
      {
        filename: at('packages/layout/src/x.ts'),
        code: "import { Button } from '../../ui/src/components/button';",
        errors: [{ messageId: 'relative' }],
      },
    ],
  },
);

describe('eslint.config.js wires the rule', () => {
  it('fails a file that imports against the direction', async () => {
    const eslint = new ESLint({ cwd: repoRoot });
    const [result] = await eslint.lintText(
      "import { login } from '@cep/auth';\nexport const x = login;\n",
      {
        filePath: at('packages/layout/src/wrong-arrow.ts'),
      },
    );
    expect(result?.messages.map((m) => m.ruleId)).toContain('cep/dependency-direction');
    expect(result?.errorCount).toBeGreaterThan(0);
  });
});
