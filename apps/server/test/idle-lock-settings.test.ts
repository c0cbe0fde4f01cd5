import type { IdleLockSettings } from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { auditOf, castOf, dataOf, errorOf, type Cast } from './records';

/* The idle lock's limits (issue 12): set by an admin, read by every signed-in user. */
describe.each(engines)('idle lock settings on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  const read = (token: string) => t.call({ method: 'GET', url: '/api/settings/idleLock', token });
  const save = (payload: object, token = cast.admin.token) =>
    t.call({ method: 'PUT', url: '/api/settings/idleLock', payload, token });

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t, 'idle-');
  });
  afterAll(() => t?.close());

  it('starts at 15 minutes, allowed 1–120, for every role', async () => {
    for (const role of ['admin', 'doctor', 'patient'] as const) {
      expect(dataOf<IdleLockSettings>(await read(cast[role].token))).toEqual({
        minMinutes: 1,
        maxMinutes: 120,
        defaultMinutes: 15,
      });
    }
    errorOf(await t.call({ method: 'GET', url: '/api/settings/idleLock' }), 50008);
  });

  it('an admin changes them; everyone reads the change; the change is audited', async () => {
    const next = { minMinutes: 5, maxMinutes: 30, defaultMinutes: 10 };
    expect(dataOf<IdleLockSettings>(await save(next))).toEqual(next);
    expect(dataOf<IdleLockSettings>(await read(cast.patient.token))).toEqual(next);
    expect((await auditOf(t, 'saveIdleLockSettings')).at(-1)).toMatchObject({
      actor_id: cast.admin.id,
      entity: 'settings',
      entity_id: 'idleLock',
      outcome: 'success',
    });
  });

  it('refuses an inconsistent or out-of-range setting with 40001 naming the field', async () => {
    const before = dataOf<IdleLockSettings>(await read(cast.admin.token));
    const cases: Array<[object, string]> = [
      [{ minMinutes: 20, maxMinutes: 10, defaultMinutes: 15 }, 'maxMinutes'],
      [{ minMinutes: 5, maxMinutes: 30, defaultMinutes: 31 }, 'defaultMinutes'],
      [{ minMinutes: 0, maxMinutes: 30, defaultMinutes: 10 }, 'minMinutes'],
      [{ minMinutes: 1, maxMinutes: 481, defaultMinutes: 10 }, 'maxMinutes'],
      [{ minMinutes: 1, maxMinutes: 30, defaultMinutes: 2.5 }, 'defaultMinutes'],
      [{ minMinutes: 1, maxMinutes: 30 }, 'defaultMinutes'],
      [{ minMinutes: 1, maxMinutes: 30, defaultMinutes: 10, extra: 1 }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      expect(errorOf(await save(payload), 40001)).toContain(field);
    }
    expect(dataOf<IdleLockSettings>(await read(cast.admin.token))).toEqual(before);
  });

  it('is changed by admins only (40301)', async () => {
    const payload = { minMinutes: 1, maxMinutes: 60, defaultMinutes: 15 };
    errorOf(await save(payload, cast.doctor.token), 40301);
    errorOf(await save(payload, cast.patient.token), 40301);
  });
});
