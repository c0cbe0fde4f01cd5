import { calls } from '@cep/contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { fhirProblems } from './fhir-validator';

/*
 * docs/fhir.md is what a hospital's integration engineer copies from (issue 31): every JSON example
 * on it must be valid FHIR R4 by the same independent validators as the server's answers, and
 * every path its curl examples call must be a FHIR row of the contract.
 */

const page = readFileSync(path.resolve(import.meta.dirname, '../../../docs/fhir.md'), 'utf8');

it('every JSON example on docs/fhir.md is valid FHIR R4', () => {
  const examples = [...page.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => match[1]!);
  expect(examples.length).toBeGreaterThanOrEqual(2);
  for (const example of examples) {
    const resource = JSON.parse(example) as { resourceType?: string };
    expect(fhirProblems(resource), example.slice(0, 200)).toEqual([]);
  }
});

it('every path the curl examples call is a FHIR row of the contract', () => {
  const rows = Object.values(calls)
    .filter((row) => row.path.startsWith('/fhir/R4/'))
    .map(
      (row) => new RegExp(`^${row.path.replace(/\$/g, '\\$').replace(/:[A-Za-z]+/g, '[^/]+')}$`),
    );
  const called = [...page.matchAll(/"\$FHIR(\/[^"?]*)/g)].map(
    (match) => `/fhir/R4${match[1]!.replace(/\\\$/g, '$')}`,
  );
  expect(called.length).toBeGreaterThanOrEqual(5);
  for (const url of called)
    expect(
      rows.some((row) => row.test(url)),
      url,
    ).toBe(true);
});
