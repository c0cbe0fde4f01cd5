import { describe, expect, expectTypeOf, it } from 'vitest';
import { calls, type CallBody, type CallDef, type CallQuery, type CallResponse } from './calls';
import { healthData } from './health';

describe('calls', () => {
  it('starts with the health call', () => {
    expect(calls.health).toMatchObject({ method: 'GET', path: '/api/health' });
    expect(calls.health.response).toBe(healthData);
    expectTypeOf<CallResponse<'health'>>().toEqualTypeOf<{
      db: 'embedded' | 'external';
      version: string;
      server: { version: string; commit: string };
    }>();
    expectTypeOf<CallQuery<'health'>>().toEqualTypeOf<undefined>();
    expectTypeOf<CallBody<'health'>>().toEqualTypeOf<undefined>();
  });

  it('every row lives under /api/ (or /fhir/R4/), has a summary, and method + path are unique', () => {
    const keys = Object.values(calls).map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of Object.values(calls) as CallDef[]) {
      // FHIR rows (issue 31) are raw: they answer FHIR resources, not the envelope.
      if (c.path.startsWith('/fhir/')) {
        expect(c.path).toMatch(/^\/fhir\/R4\/[A-Za-z0-9/:$_-]+$/);
        expect(c.raw).toBe(true);
      } else expect(c.path).toMatch(/^\/api\/[A-Za-z0-9/:_-]+$/);
      expect(c.summary.length).toBeGreaterThan(0);
    }
  });
});

describe('healthData', () => {
  it('accepts only the two database kinds', () => {
    const server = { version: '0.1.0', commit: 'c11e576' };
    expect(healthData.parse({ db: 'embedded', version: '18.4', server })).toEqual({
      db: 'embedded',
      version: '18.4',
      server,
    });
    expect(healthData.safeParse({ db: 'sqlite', version: '3', server }).success).toBe(false);
  });
});
