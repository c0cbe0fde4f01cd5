import { errorCodes, type ApiCode } from '@cep/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './harness';

/*
 * Shared by the record tests (users, doctors, patients, the authorization matrix, bad input):
 * one account of each role with a token, and short ways to read answers and the audit log.
 */

export interface Cast {
  admin: { id: number; token: string };
  doctor: { id: number; token: string };
  patient: { id: number; token: string };
}

/** One admin, one doctor and one patient account, each signed in. */
export async function castOf(t: TestApp, prefix = ''): Promise<Cast> {
  const make = async (username: string, userAuth: '0' | '1' | '2') => {
    const id = await t.createUser({ username: `${prefix}${username}`, userAuth });
    return { id, token: await t.tokenFor(id) };
  };
  return {
    admin: await make('admin', '0'),
    doctor: await make('doctor', '1'),
    patient: await make('patient', '2'),
  };
}

interface Envelope {
  code: number;
  message: string;
  data: unknown;
  success: boolean;
}

/** The envelope of an answer, checked to match its HTTP status family. */
export function envelopeOf(res: LightMyRequestResponse): Envelope {
  const body = res.json<Envelope>();
  expect(body.success).toBe(body.code === 200);
  if (body.code !== 200) expect(body.data).toBeNull();
  return body;
}

/** Asserts a success and returns `data`. */
export function dataOf<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  const body = envelopeOf(res);
  expect(body, res.body).toMatchObject({ code: 200, success: true });
  return body.data as T;
}

/** Asserts an error code (and the HTTP status the contract gives it); returns the message. */
export function errorOf(res: LightMyRequestResponse, code: Exclude<ApiCode, 200>): string {
  const body = envelopeOf(res);
  expect(body.code, res.body).toBe(code);
  expect(res.statusCode).toBe(errorCodes[code].httpStatus);
  return body.message;
}

/** The audit lines of one action, oldest first. */
export function auditOf(t: TestApp, action: string) {
  return t.sql
    .selectFrom('audit_log')
    .select(['actor_id', 'actor_name', 'action', 'entity', 'entity_id', 'outcome', 'ip'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

/** How many rows a table holds now (to prove a refused call stored nothing). */
export async function countOf(
  t: TestApp,
  table: 'users' | 'doctors' | 'patients' | 'user_roles' | 'sessions',
): Promise<number> {
  const { n } = await t.sql
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
