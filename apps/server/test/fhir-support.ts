import { expect } from 'vitest';
import { seed } from '../src/seed/seed';
import { fhirProblems } from './fhir-validator';
import type { TestApp } from './harness';

/*
 * What the FHIR tests share (issue 31): the demo data with a token for each of its people the
 * tests read as, and a GET as the hospital's systems make it (a Bearer token, FHIR JSON) whose
 * answer, refusals included, must pass the independent validators.
 */

export interface Resource {
  resourceType: string;
  id?: string;
  [field: string]: unknown;
}
export interface Bundle extends Resource {
  total: number;
  link: { relation: string; url: string }[];
  entry?: { fullUrl: string; resource: Resource }[];
}

/** The demo's admin, 张医生 (`doctor`), 赵磊 (`zhaolei`, not on 李患者's team) and 李患者. */
export const demoUsers = ['admin', 'doctor', 'zhaolei', 'patient'] as const;
export type Who = (typeof demoUsers)[number];

export interface FhirDemo {
  /** A session per person, not stepped up (sensitive reads ask for it, as in the console). */
  tokens: Record<Who, string>;
  /** Their account ids. */
  ids: Record<Who, number>;
  /** 李患者's patient record. */
  liPatientId: number;
}

/** Seeds the demo data into `t`'s fresh database and signs its people in. */
export async function fhirDemo(t: TestApp): Promise<FhirDemo> {
  await seed(t.sql, { demo: true, now: new Date() });
  const tokens = {} as Record<Who, string>;
  const ids = {} as Record<Who, number>;
  for (const username of demoUsers) {
    const { id } = await t.sql
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    ids[username] = id;
    tokens[username] = await t.tokenFor(id, { steppedUp: false });
  }
  const li = await t.sql
    .selectFrom('patients')
    .select('id')
    .where('patient_name', '=', '李患者')
    .executeTakeFirstOrThrow();
  return { tokens, ids, liPatientId: li.id };
}

/**
 * A FHIR GET as `who` (none: no token) with their Bearer token; the body must be FHIR JSON that
 * both validators accept.
 */
export async function readFhir<T extends Resource = Resource>(
  t: TestApp,
  url: string,
  token: string | undefined,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  const body = res.json<T>();
  expect(fhirProblems(body), res.body).toEqual([]);
  expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
  return { status: res.statusCode, body };
}
