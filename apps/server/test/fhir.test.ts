import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import {
  fhirDemo,
  readFhir,
  type Bundle,
  type FhirDemo,
  type Resource,
  type Who,
} from './fhir-support';
import { startTestApp, type TestApp } from './harness';

/*
 * Issue 31: the FHIR R4 interface on the demo data, read as the hospital's systems would (a
 * Bearer token, FHIR JSON), every answer checked by the independent validators.
 */

describe.each(engines)('FHIR R4 interface on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let tokens: FhirDemo['tokens'];
  let liPatientId = 0;

  beforeAll(async () => {
    t = await startTestApp(engine);
    ({ tokens, liPatientId } = await fhirDemo(t));
  });
  afterAll(() => t.close());

  /** A FHIR GET as `who` (none: no token); the body is checked by both validators. */
  const read = <T extends Resource = Resource>(
    url: string,
    who: Who | undefined,
    headers: Record<string, string> = {},
  ) => readFhir<T>(t, url, who && tokens[who], headers);

  it('states its capabilities, publicly, listing the supported search parameters', async () => {
    const { status, body } = await read('/fhir/R4/metadata', undefined);
    expect(status).toBe(200);
    expect(body).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1' });
    const rest = (
      body.rest as { resource: { type: string; searchParam?: { name: string }[] }[] }[]
    )[0]!;
    const patient = rest.resource.find((resource) => resource.type === 'Patient');
    expect(patient?.searchParam?.map((param) => param.name)).toEqual(
      expect.arrayContaining(['identifier', 'name', '_lastUpdated', 'birthdate']),
    );
  });

  it('reads 李患者 as 张医生: names in characters and pinyin, identifiers, ID card masked', async () => {
    const { status, body } = await read(`/fhir/R4/Patient/${liPatientId}`, 'doctor');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      resourceType: 'Patient',
      id: String(liPatientId),
      gender: 'male',
      birthDate: '1958-03-12',
    });
    const names = body.name as { text: string; family?: string }[];
    expect(names.map((name) => name.text)).toEqual(['李患者', 'Li Huanzhe']);
    const identifiers = body.identifier as { system: string; value: string }[];
    expect(identifiers.find((id) => id.system.includes('medical-record'))?.value).toMatch(/^MR/);
    const card = identifiers.find((id) => id.system.includes('resident-id-card'))!;
    expect(card.value).toContain('*');
    const audit = await t.sql
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'outcome'])
      .where('action', '=', 'fhirReadPatient')
      .execute();
    expect(audit).toContainEqual({
      action: 'fhirReadPatient',
      entity: 'fhir/Patient',
      entity_id: String(liPatientId),
      outcome: 'success',
    });
  });

  it('shows the patient their own full ID card, and a clinician after step-up', async () => {
    const own = await read(`/fhir/R4/Patient/${liPatientId}`, 'patient');
    const card = (body: Resource) =>
      (body.identifier as { system: string; value: string }[]).find((id) =>
        id.system.includes('resident-id-card'),
      )!.value;
    expect(card(own.body)).toMatch(/^\d{17}[\dX]$/);
    await sql`UPDATE sessions SET stepped_up_at = now()`.execute(t.sql);
    const revealed = await read(`/fhir/R4/Patient/${liPatientId}`, 'doctor');
    expect(card(revealed.body)).toBe(card(own.body));
    await sql`UPDATE sessions SET stepped_up_at = NULL`.execute(t.sql);
  });

  it('refuses 李患者 to 赵磊, who is not on her care team (403, OperationOutcome)', async () => {
    const { status, body } = await read(`/fhir/R4/Patient/${liPatientId}`, 'zhaolei');
    expect(status).toBe(403);
    expect(body).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: 'forbidden' }],
    });
    const search = await read<Bundle>('/fhir/R4/Patient?name=lhz', 'zhaolei');
    expect(search.body.total).toBe(0);
  });

  it('refuses a request without a token (401) and another patient to a patient', async () => {
    const anonymous = await read(`/fhir/R4/Patient/${liPatientId}`, undefined);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ issue: [{ code: 'login' }] });
    const other = await t.sql
      .selectFrom('patients')
      .select('id')
      .where('patient_name', '!=', '李患者')
      .executeTakeFirstOrThrow();
    const refused = await read(`/fhir/R4/Patient/${other.id}`, 'patient');
    expect(refused.status).toBe(403);
  });

  it('finds by identifier (with and without system), by name in pinyin or initials', async () => {
    const mrn = await t.sql
      .selectFrom('patients')
      .select(['medical_record_number', 'identity_card'])
      .where('id', '=', liPatientId)
      .executeTakeFirstOrThrow();
    const system = 'urn:cep:hospital:medical-record-number';
    for (const query of [
      `identifier=${encodeURIComponent(`${system}|${mrn.medical_record_number}`)}`,
      `identifier=${mrn.medical_record_number}`,
      `identifier=${encodeURIComponent(`urn:cep:prc:resident-id-card|${mrn.identity_card}`)}`,
      'name=lihuanzhe',
      'name=lhz',
      `name=${encodeURIComponent('李患')}`,
    ]) {
      const { status, body } = await read<Bundle>(`/fhir/R4/Patient?${query}`, 'doctor');
      expect(status, query).toBe(200);
      expect(
        body.entry?.map((entry) => entry.resource.id),
        query,
      ).toEqual([String(liPatientId)]);
    }
    const wrongSystem = await read<Bundle>(
      `/fhir/R4/Patient?identifier=${encodeURIComponent(`urn:other|${mrn.medical_record_number}`)}`,
      'doctor',
    );
    expect(wrongSystem.body.total).toBe(0);
  });

  it('pages with Bundle links the client can follow to the end', async () => {
    const first = await read<Bundle>('/fhir/R4/Patient?_count=4', 'admin');
    const total = first.body.total;
    expect(total).toBeGreaterThan(8);
    const seen = new Set<string>();
    let next: string | undefined = first.body.link.find((link) => link.relation === 'self')!.url;
    let pages = 0;
    while (next) {
      const url = new URL(next);
      const page: { body: Bundle } = await read<Bundle>(`${url.pathname}${url.search}`, 'admin');
      for (const entry of page.body.entry ?? []) seen.add(entry.resource.id!);
      next = page.body.link.find((link) => link.relation === 'next')?.url;
      pages += 1;
      expect(pages).toBeLessThan(50);
    }
    expect(seen.size).toBe(total);
    expect(pages).toBe(Math.ceil(total / 4));
  });

  it('filters by _lastUpdated and birthdate with prefixes', async () => {
    await sql`UPDATE patients SET updated_at = '2020-01-15T00:00:00Z' WHERE id <> ${liPatientId}`.execute(
      t.sql,
    );
    const recent = await read<Bundle>('/fhir/R4/Patient?_lastUpdated=ge2021-01-01', 'admin');
    expect(recent.body.entry?.map((entry) => entry.resource.id)).toEqual([String(liPatientId)]);
    const old = await read<Bundle>(
      '/fhir/R4/Patient?_lastUpdated=ge2020-01&_lastUpdated=lt2020-02',
      'admin',
    );
    expect(old.body.total).toBe(recent.body.total === 1 ? old.body.total : -1);
    expect(old.body.entry?.some((entry) => entry.resource.id === String(liPatientId))).toBe(false);
    const born = await read<Bundle>('/fhir/R4/Patient?birthdate=1958-03', 'admin');
    expect(born.body.entry?.map((entry) => entry.resource.id)).toContain(String(liPatientId));
    const before = await read<Bundle>('/fhir/R4/Patient?birthdate=lt1958-03-12', 'admin');
    expect(before.body.entry?.map((entry) => entry.resource.id) ?? []).not.toContain(
      String(liPatientId),
    );
  });

  it('answers JSON only: _format=json is fine, XML is 406; bad input is 400; unknown is 404', async () => {
    const json = await read(`/fhir/R4/Patient/${liPatientId}?_format=json`, 'doctor');
    expect(json.status).toBe(200);
    const xml = await read(`/fhir/R4/Patient/${liPatientId}?_format=xml`, 'doctor');
    expect(xml.status).toBe(406);
    const accept = await read(`/fhir/R4/Patient/${liPatientId}`, 'doctor', {
      accept: 'application/fhir+xml',
    });
    expect(accept.status).toBe(406);
    const badCount = await read('/fhir/R4/Patient?_count=1000', 'doctor');
    expect(badCount.status).toBe(400);
    expect(badCount.body).toMatchObject({ issue: [{ code: 'invalid' }] });
    const missing = await read('/fhir/R4/Patient/999999', 'admin');
    expect(missing.status).toBe(404);
    const notOurs = await read('/fhir/R4/Patient/abc', 'admin');
    expect(notOurs.status).toBe(404);
    const unsupported = await read('/fhir/R4/Encounter', 'admin');
    expect(unsupported.status).toBe(404);
  });

  it('gives a patient’s compartment with $everything, to their clinician only', async () => {
    const { status, body } = await read<Bundle>(
      `/fhir/R4/Patient/${liPatientId}/$everything`,
      'doctor',
    );
    expect(status).toBe(200);
    expect(body.entry?.[0]?.resource).toMatchObject({ resourceType: 'Patient' });
    const refused = await read(`/fhir/R4/Patient/${liPatientId}/$everything`, 'zhaolei');
    expect(refused.status).toBe(403);
  });

  it('keeps an archived patient readable, marked no longer active (issue 32: kept as record)', async () => {
    const other = await t.sql
      .selectFrom('patients')
      .select('id')
      .where('patient_name', '!=', '李患者')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const archived = await t.app.inject({
      method: 'DELETE',
      url: `/api/patientInformation/delete/${other.id}`,
      headers: { token: tokens.admin },
    });
    expect(archived.json<{ code: number }>().code, archived.body).toBe(200);
    const { status, body } = await read(`/fhir/R4/Patient/${other.id}`, 'admin');
    expect(status).toBe(200);
    expect(body).toMatchObject({ resourceType: 'Patient', active: false });
    const li = await read(`/fhir/R4/Patient/${liPatientId}`, 'admin');
    expect(li.body).toMatchObject({ active: true });
  });
});
