import { describe, expect, it } from 'vitest';
import { planOf } from './being-built/areas';
import { areaKeys, demoKeys, pageRegistry } from './registry';

describe('the page registry', () => {
  it('has a plan, in both languages, for every page it shows as being built', () => {
    for (const key of [...areaKeys, ...demoKeys]) {
      expect(planOf(key, 'zh-CN'), key).toBeDefined();
      expect(planOf(key, 'en-US'), key).toBeDefined();
    }
  });

  it('loads every page the server menu names (0002_menu.sql)', async () => {
    const { readFileSync } = await import('node:fs');
    const sql = readFileSync(
      new URL('../../../server/migrations/0002_menu.sql', import.meta.url),
      'utf8',
    );
    const named = new Set(
      [...sql.matchAll(/'((?:[\w-]+\/)+[\w-]+|Layout)'/g)]
        .map((match) => match[1]!)
        .filter((key) => !key.startsWith('/')),
    );
    for (const key of named) expect(Object.keys(pageRegistry), key).toContain(key);
  });
});
