import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/*
 * The deployment guide (docs/deploy.md) is what the hospital's IT team copies: its nginx site is
 * the one e2e/proxy.spec.ts runs, and its unit the one in docs/deploy/, so both are quoted word
 * for word from those files; and it names every variable the server reads, as the server README
 * does (a variable added to config.ts without a line in both fails here).
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const guide = read('docs/deploy.md');

it.each([
  ['nginx', 'docs/deploy/nginx.conf'],
  ['ini', 'docs/deploy/cep@.service'],
])('the guide quotes %s block %s as it is', (language, file) => {
  expect(guide).toContain(`\n\`\`\`${language}\n${read(file)}\`\`\`\n`);
});

it('the guide and the server README name every variable the server reads', () => {
  const config = read('apps/server/src/platform/config.ts');
  const schema = config.slice(config.indexOf('const envSchema'), config.indexOf('\n});'));
  // The directory's variables (issue 30) are spread into the schema from their own file.
  const ldap = read('apps/server/src/platform/ldap-config.ts');
  const ldapSchema = ldap.slice(ldap.indexOf('export const ldapEnv'), ldap.indexOf('\n};'));
  const variables = [...`${schema}\n${ldapSchema}`.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map(
    (match) => match[1]!,
  );
  expect(variables.length).toBeGreaterThan(20);
  const readme = read('apps/server/README.md');
  const missing = variables.flatMap((name) => [
    ...(guide.includes(`| \`${name}\``) ? [] : [`docs/deploy.md: ${name}`]),
    ...(readme.includes(`| \`${name}\``) ? [] : [`apps/server/README.md: ${name}`]),
  ]);
  expect(missing).toEqual([]);
});
