import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientImportPreview, PatientImportResult } from '@cep/contract';
import { seed } from '../src/seed/seed';
import { engines } from './engines';
import { fhirProblems } from './fhir-validator';
import { startTestApp, type TestApp } from './harness';
import { hisBundle, idCard } from './patient-import-fixture';

/*
 * Issue 31, part 2: patients from the HIS. A Bundle is previewed (nothing written but the
 * preview), then confirmed in one transaction with its audit line; bad entries get an
 * OperationOutcome each, checked by the independent FHIR validators.
 */

const mrnSystem = 'urn:cep:hospital:medical-record-number';
const cardSystem = 'urn:cep:prc:resident-id-card';

describe.each(engines)('patient import from the HIS on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let admin = '';
  let doctor = '';

  beforeAll(async () => {
    t = await startTestApp(engine);
    await seed(t.sql, { demo: true, now: new Date() });
    const idOf = async (username: string) =>
      (
        await t.sql
          .selectFrom('users')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).id;
    admin = await t.tokenFor(await idOf('admin'), { steppedUp: false });
    doctor = await t.tokenFor(await idOf('doctor'), { steppedUp: false });
  });
  afterAll(() => t.close());

  async function preview(bundle: unknown, token = admin, type = 'application/fhir+json') {
    return t.call({
      method: 'POST',
      url: '/api/patientImport/preview',
      token,
      headers: { 'content-type': type },
      payload: JSON.stringify(bundle),
    });
  }
  async function confirm(previewId: string, token = admin) {
    return t.call({
      method: 'POST',
      url: '/api/patientImport/confirm',
      token,
      payload: { previewId },
    });
  }
  async function patientsWithPrefix(prefix: string): Promise<number> {
    const row = await t.sql
      .selectFrom('patients')
      .select(sql<string>`count(*)`.as('n'))
      .where('medical_record_number', 'like', `${prefix}%`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('previews 47 new and 3 invalid entries of 50, writes nothing, then imports the 47 once', async () => {
    const bundle = hisBundle('HISA', 50, { broken: true });
    const res = await preview(bundle);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ code: number; data: PatientImportPreview }>();
    const data = body.data;
    expect(data.counts).toEqual({ new: 47, match: 0, conflict: 0, invalid: 3 });
    const invalid = data.entries.filter((entry) => entry.status === 'invalid');
    expect(invalid.map((entry) => entry.index)).toEqual([5, 17, 33]);
    expect(invalid.map((entry) => entry.outcome?.issue[0]?.expression)).toEqual([
      ['Bundle.entry[5].resource.birthDate'],
      ['Bundle.entry[17].resource.identifier[1].value'],
      ['Bundle.entry[33].resource.name'],
    ]);
    expect(invalid[1]?.outcome?.issue[0]?.diagnostics).toContain('身份证号');
    for (const entry of data.entries) {
      if (entry.outcome) expect(fhirProblems(entry.outcome)).toEqual([]);
    }
    // The ID card is shown masked only.
    expect(data.entries[0]?.summary.idCardMasked).toMatch(/^\d{3}\*+[\dX]{4}$/);
    expect(res.body).not.toContain(idCard(0));

    // Nothing written before the confirmation.
    expect(await patientsWithPrefix('HISA')).toBe(0);

    const done = await confirm(data.previewId);
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json<{ data: PatientImportResult }>().data;
    expect(result).toMatchObject({ imported: 47, updated: 0, skipped: 3 });
    expect(result.patientIds).toHaveLength(47);
    expect(await patientsWithPrefix('HISA')).toBe(47);

    // The accounts cannot sign in until an admin sets a password.
    const account = await t.sql
      .selectFrom('users')
      .innerJoin('patients', 'patients.user_id', 'users.id')
      .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
      .select(['users.username', 'users.password_hash', 'users.user_auth', 'user_roles.role_key'])
      .select(['patients.age', 'patients.birth_date', 'patients.name_search', 'patients.sex'])
      .where('patients.medical_record_number', '=', 'HISA0000')
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({
      username: 'mrhisa0000',
      password_hash: '!external',
      user_auth: '2',
      role_key: 'patient',
      sex: '男',
    });
    expect(account.age).toBeGreaterThan(30);
    expect(account.name_search).toContain('ceshijia');

    // One audit line, in the same transaction, with the counts and the new ids.
    const lines = await t.sql
      .selectFrom('audit_log')
      .select(['outcome', 'detail', 'entity_id'])
      .where('action', '=', 'confirmPatientImport')
      .execute();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ outcome: 'success', entity_id: data.previewId });
    expect(lines[0]?.detail).toMatchObject({ imported: 47, skipped: 3 });
    expect(JSON.stringify(lines[0]?.detail)).not.toContain('HISA');

    // A second confirmation is refused.
    const again = await confirm(data.previewId);
    expect(again.json<{ code: number }>().code).toBe(40910);
    expect(again.statusCode).toBe(409);
    expect(await patientsWithPrefix('HISA')).toBe(47);

    // They read back through the FHIR interface, by medical record number.
    const read = await t.app.inject({
      method: 'GET',
      url: `/fhir/R4/Patient?identifier=${encodeURIComponent(`${mrnSystem}|HISA0001`)}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(read.statusCode, read.body).toBe(200);
    const found = read.json<{ total: number; entry: { resource: Record<string, unknown> }[] }>();
    expect(found.total).toBe(1);
    const patient = found.entry[0]!.resource;
    expect(patient).toMatchObject({ gender: 'female', birthDate: '1960-01-02' });
    expect(JSON.stringify(patient.name)).toContain('测试乙');

    // What we emit imports again as a match (the masked ID card counts as not sent).
    const round = await preview({
      resourceType: 'Bundle',
      type: 'collection',
      entry: [{ resource: patient }],
    });
    expect(round.json<{ data: PatientImportPreview }>().data.entries[0]).toMatchObject({
      status: 'match',
      patientId: Number(patient.id),
    });
  });

  it('reports matches and conflicts by identifier, never by name, and fills only empty fields', async () => {
    const li = await t.sql
      .selectFrom('patients')
      .select(['id', 'patient_name', 'sex', 'medical_record_number', 'identity_card', 'address'])
      .where('patient_name', '=', '李患者')
      .executeTakeFirstOrThrow();
    await t.sql.updateTable('patients').set({ address: null }).where('id', '=', li.id).execute();
    const gender = li.sex === '男' ? 'male' : 'female';
    const res = await preview(
      {
        resourceType: 'Bundle',
        type: 'collection',
        entry: [
          {
            resource: {
              resourceType: 'Patient',
              name: [{ text: li.patient_name }],
              gender,
              identifier: [{ system: mrnSystem, value: li.medical_record_number }],
              address: [{ text: '北京市海淀区' }],
            },
          },
          {
            resource: {
              resourceType: 'Patient',
              name: [{ family: '王', given: ['别人'] }],
              gender,
              identifier: [{ system: mrnSystem, value: li.medical_record_number }],
            },
          },
          {
            // Same name as Li, other identifiers: a new patient, not a match.
            resource: {
              resourceType: 'Patient',
              name: [{ text: li.patient_name }],
              identifier: [
                { system: mrnSystem, value: 'HISB0001' },
                { system: cardSystem, value: idCard(900) },
              ],
            },
          },
        ],
      },
      admin,
      'application/json',
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: PatientImportPreview }>().data;
    // The second entry repeats the first's record number: invalid, as a duplicate.
    expect(data.entries.map((entry) => entry.status)).toEqual(['match', 'invalid', 'new']);
    expect(data.entries[0]?.patientId).toBe(li.id);
    expect(data.entries[1]?.outcome?.issue[0]?.code).toBe('duplicate');

    const conflict = await preview({
      resourceType: 'Bundle',
      entry: [
        {
          resource: {
            resourceType: 'Patient',
            name: [{ family: '王', given: ['别人'] }],
            identifier: [{ system: mrnSystem, value: li.medical_record_number }],
          },
        },
      ],
    });
    const conflictData = conflict.json<{ data: PatientImportPreview }>().data;
    expect(conflictData.entries[0]).toMatchObject({
      status: 'conflict',
      patientId: li.id,
      differences: ['name'],
    });

    const done = await confirm(data.previewId);
    expect(done.json<{ data: PatientImportResult }>().data).toMatchObject({
      imported: 1,
      updated: 1,
      skipped: 1,
    });
    const after = await t.sql
      .selectFrom('patients')
      .select(['patient_name', 'address'])
      .where('id', '=', li.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ patient_name: li.patient_name, address: '北京市海淀区' });
    // The conflict's preview imports nothing.
    const skipped = await confirm(conflictData.previewId);
    expect(skipped.json<{ data: PatientImportResult }>().data).toMatchObject({
      imported: 0,
      updated: 0,
      skipped: 1,
    });
    expect(
      (
        await t.sql
          .selectFrom('patients')
          .select('patient_name')
          .where('id', '=', li.id)
          .executeTakeFirstOrThrow()
      ).patient_name,
    ).toBe(li.patient_name);
  });

  it('leaves nothing when the database fails mid-way: one transaction', async () => {
    const data = (await preview(hisBundle('HISC', 20))).json<{ data: PatientImportPreview }>().data;
    expect(data.counts.new).toBe(20);
    // A rule the checks do not know of, refusing the 13th patient's insert.
    await sql`ALTER TABLE patients ADD CONSTRAINT test_refuse_hisc0012
      CHECK (medical_record_number IS DISTINCT FROM 'HISC0012') NOT VALID`.execute(t.sql);
    try {
      const failed = await confirm(data.previewId);
      expect(failed.statusCode).toBe(500);
      expect(await patientsWithPrefix('HISC')).toBe(0);
      const accounts = await t.sql
        .selectFrom('users')
        .select(sql<string>`count(*)`.as('n'))
        .where('username', 'like', 'mrhisc%')
        .executeTakeFirstOrThrow();
      expect(Number(accounts.n)).toBe(0);
    } finally {
      await sql`ALTER TABLE patients DROP CONSTRAINT test_refuse_hisc0012`.execute(t.sql);
    }
    // The preview is still there to confirm.
    const done = await confirm(data.previewId);
    expect(done.json<{ data: PatientImportResult }>().data.imported).toBe(20);
    expect(await patientsWithPrefix('HISC')).toBe(20);
  });

  it('imports once when two confirmations race: the other is refused (40910)', async () => {
    const data = (await preview(hisBundle('HISH', 30))).json<{ data: PatientImportPreview }>().data;
    const answers = await Promise.all([confirm(data.previewId), confirm(data.previewId)]);
    expect(answers.map((res) => res.json<{ code: number }>().code).sort()).toEqual([200, 40910]);
    expect(await patientsWithPrefix('HISH')).toBe(30);
  });

  it('refuses a preview whose patients changed since (40912), writing nothing', async () => {
    const data = (await preview(hisBundle('HISD', 3))).json<{ data: PatientImportPreview }>().data;
    // Someone makes an account of the name the second would get.
    await t.createUser({ username: 'mrhisd0001', userAuth: '2' });
    const res = await confirm(data.previewId);
    expect(res.json<{ code: number }>().code).toBe(40912);
    expect(await patientsWithPrefix('HISD')).toBe(0);
  });

  it('refuses a doctor (40301), an expired or unknown preview, and a Bundle out of bounds', async () => {
    const refused = await preview(hisBundle('HISE', 2), doctor);
    expect(refused.json<{ code: number }>().code).toBe(40301);
    const data = (await preview(hisBundle('HISE', 2))).json<{ data: PatientImportPreview }>().data;
    expect((await confirm(data.previewId, doctor)).json<{ code: number }>().code).toBe(40301);

    await t.sql
      .updateTable('patient_imports')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', data.previewId)
      .execute();
    expect((await confirm(data.previewId)).json<{ code: number }>().code).toBe(40911);
    expect(
      (await confirm('00000000-0000-4000-8000-000000000000')).json<{ code: number }>().code,
    ).toBe(40401);

    const tooMany = await preview(hisBundle('HISF', 1001));
    expect(tooMany.json<{ code: number }>()).toMatchObject({ code: 40001 });
    expect(tooMany.json<{ message: string }>().message).toContain('1000');
    // The route takes 5 MB (the 1,001 entries above are ~0.5 MB, past the 100 KB of other calls).
    const huge = await preview({
      resourceType: 'Bundle',
      entry: [],
      padding: 'x'.repeat(5_300_000),
    });
    expect(huge.json<{ code: number }>().code).toBe(41301);
    const notBundle = await preview({ resourceType: 'Patient' });
    expect(notBundle.json<{ code: number }>().code).toBe(40001);
    const text = await t.call({
      method: 'POST',
      url: '/api/patientImport/preview',
      token: admin,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(text.json<{ code: number }>().code).toBe(41501);
  });
});
