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
import { fhirProblems } from './fhir-validator';
import { startTestApp, type TestApp } from './harness';

/*
 * Issue 31: the FHIR R4 interface's care resources (Practitioner, CareTeam, CarePlan, Device,
 * DocumentReference) on the demo data, read with a Bearer token as the hospital's systems would;
 * every answer, refusals included, checked by the independent validators.
 */

interface Reference {
  reference?: string;
  display?: string;
}

describe.each(engines)('FHIR R4 care resources on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let tokens: FhirDemo['tokens'];
  let ids: FhirDemo['ids'];
  let liPatientId = 0;
  let zhangDoctorId = 0;
  let liPlanId = 0;
  let recordingId = 0;
  let deviceId = 0;

  beforeAll(async () => {
    t = await startTestApp(engine);
    ({ tokens, ids, liPatientId } = await fhirDemo(t));
    zhangDoctorId = (
      await t.sql
        .selectFrom('doctors')
        .select('id')
        .where('doctor_name', '=', '张医生')
        .executeTakeFirstOrThrow()
    ).id;
    liPlanId = (
      await t.sql
        .selectFrom('training_plans')
        .select('id')
        .where('patient_id', '=', liPatientId)
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow()
    ).id;
    // The demo has devices but no recording: 张医生 records 李患者 on the demo EEG for ten minutes.
    deviceId = (
      await sql<{ id: number }>`
        SELECT id FROM signal_devices WHERE name = '演示脑电仪（8导）'`.execute(t.sql)
    ).rows[0]!.id;
    recordingId = (
      await sql<{ id: number }>`
        INSERT INTO recordings (patient_id, status, started_at, stopped_at, started_by, started_by_name)
        VALUES (${liPatientId}, 'stopped', '2026-03-05T02:00:00Z', '2026-03-05T02:10:00Z',
                ${ids.doctor}, '张医生')
        RETURNING id`.execute(t.sql)
    ).rows[0]!.id;
    await sql`
      INSERT INTO recording_devices (recording_id, device_id, device_name, profile, channels,
                                     sample_rate, active)
      VALUES (${recordingId}, ${deviceId}, '演示脑电仪（8导）', 'eeg-8-250', '[]'::jsonb, 250,
              false)`.execute(t.sql);
  });
  afterAll(() => t.close());

  /** A FHIR GET as `who` (none: no token); the body is checked by both validators. */
  const read = <T extends Resource = Resource>(
    url: string,
    who: Who,
    headers: Record<string, string> = {},
  ) => readFhir<T>(t, url, who && tokens[who], headers);

  it('lists the care resources and their search parameters in the CapabilityStatement', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/fhir/R4/metadata' });
    const body = res.json<Resource>();
    expect(fhirProblems(body)).toEqual([]);
    const resources = (
      body.rest as {
        resource: { type: string; searchParam?: { name: string; type: string }[] }[];
      }[]
    )[0]!.resource;
    const params = (type: string) =>
      resources.find((resource) => resource.type === type)?.searchParam?.map((p) => p.name);
    expect(params('Practitioner')).toEqual(expect.arrayContaining(['identifier', 'name']));
    expect(params('CareTeam')).toEqual(expect.arrayContaining(['patient']));
    expect(params('CarePlan')).toEqual(expect.arrayContaining(['patient', 'status']));
    expect(params('Device')).toEqual(expect.arrayContaining(['device-name', 'status']));
    expect(params('DocumentReference')).toEqual(expect.arrayContaining(['patient', 'date']));
    const date = resources
      .find((resource) => resource.type === 'DocumentReference')
      ?.searchParam?.find((p) => p.name === 'date');
    expect(date?.type).toBe('date');
  });

  it('reads 张医生 as a Practitioner: names, occupational number, profession, phone masked', async () => {
    const { status, body } = await read(`/fhir/R4/Practitioner/${zhangDoctorId}`, 'zhaolei');
    expect(status).toBe(200);
    expect(body).toMatchObject({ resourceType: 'Practitioner', id: String(zhangDoctorId) });
    expect((body.name as { text: string }[]).map((name) => name.text)).toEqual([
      '张医生',
      'Zhang Yisheng',
    ]);
    const identifier = (body.identifier as { system: string; value: string }[])[0]!;
    expect(identifier.system).toBe('urn:cep:practitioner:occupational-number');
    expect(body.qualification).toEqual([{ code: { text: '医生' } }]);
    const phone = (body.telecom as { value: string }[] | undefined)?.[0]?.value;
    if (phone) expect(phone).toContain('*');
    // His own record shows him his own number.
    const own = await read(`/fhir/R4/Practitioner/${zhangDoctorId}`, 'doctor');
    const ownPhone = (own.body.telecom as { value: string }[] | undefined)?.[0]?.value;
    if (ownPhone) expect(ownPhone).not.toContain('*');

    const byName = await read<Bundle>('/fhir/R4/Practitioner?name=王', 'doctor');
    expect(byName.body.entry?.map((entry) => entry.resource.name)).toEqual([
      expect.arrayContaining([expect.objectContaining({ text: '王芳' })]),
    ]);
    const byNumber = await read<Bundle>(
      '/fhir/R4/Practitioner?identifier=urn:cep:practitioner:occupational-number|310310000034512',
      'admin',
    );
    expect(byNumber.body.total).toBe(1);
    const otherSystem = await read<Bundle>(
      '/fhir/R4/Practitioner?identifier=urn:x|310310000034512',
      'admin',
    );
    expect(otherSystem.body.total).toBe(0);
  });

  it('refuses Practitioner to a patient, as the doctor records are (403)', async () => {
    const { status, body } = await read(`/fhir/R4/Practitioner/${zhangDoctorId}`, 'patient');
    expect(status).toBe(403);
    expect(body.resourceType).toBe('OperationOutcome');
  });

  it("reads 李患者's CareTeam (its id is hers): 张医生, 王芳 and 陈静 with their professions", async () => {
    const { status, body } = await read(`/fhir/R4/CareTeam/${liPatientId}`, 'doctor');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      resourceType: 'CareTeam',
      id: String(liPatientId),
      status: 'active',
      subject: { reference: `Patient/${liPatientId}` },
    });
    const members = (body.participant as { role: { text: string }[]; member: Reference }[]).map(
      (p) => [p.member.display, p.role[0]!.text],
    );
    expect(members).toEqual(
      expect.arrayContaining([
        ['张医生', '医生'],
        ['王芳', '康复师'],
        ['陈静', '护士'],
      ]),
    );
    expect(members).toHaveLength(3);
    const mine = await read(`/fhir/R4/CareTeam/${liPatientId}`, 'patient');
    expect(mine.status).toBe(200);
    const search = await read<Bundle>(`/fhir/R4/CareTeam?patient=Patient/${liPatientId}`, 'doctor');
    expect(search.body.total).toBe(1);
    expect(search.body.entry?.[0]?.resource.id).toBe(String(liPatientId));
  });

  it("reads 李患者's CarePlan with its activities, schedule and adherence", async () => {
    const { status, body } = await read(`/fhir/R4/CarePlan/${liPlanId}`, 'doctor');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      resourceType: 'CarePlan',
      status: 'active',
      intent: 'plan',
      subject: { reference: `Patient/${liPatientId}` },
      author: { reference: `Practitioner/${zhangDoctorId}`, display: '张医生' },
    });
    const activities = body.activity as {
      detail: {
        kind: string;
        code: { coding: { system: string; code: string; display: string }[] };
        status: string;
        scheduledTiming: { repeat: Record<string, unknown> };
      };
    }[];
    expect(activities.map((a) => a.detail.code.coding[0])).toEqual([
      { system: 'urn:cep:codes:exercise-kind', code: 'goNoGo', display: '停止信号（Go/No-Go）' },
      {
        system: 'urn:cep:codes:exercise-kind',
        code: 'digitSpanForward',
        display: '数字广度（顺背）',
      },
    ]);
    expect(activities[0]!.detail).toMatchObject({ kind: 'ServiceRequest', status: 'in-progress' });
    expect(activities[0]!.detail.scheduledTiming.repeat).toMatchObject({
      frequency: 5,
      period: 1,
      periodUnit: 'wk',
      duration: 20,
      durationUnit: 'min',
      dayOfWeek: ['mon', 'tue', 'wed', 'thu', 'fri'],
    });
    const note = (body.note as { text: string }[])[0]!.text;
    expect(note).toMatch(/^依从性.*计划训练日 \d+ 天，已训练 \d+ 天.*完成训练 \d+ 次/);

    const byPatient = await read<Bundle>(
      `/fhir/R4/CarePlan?patient=${liPatientId}&status=active,on-hold`,
      'patient',
    );
    expect(byPatient.body.entry?.map((entry) => entry.resource.id)).toContain(String(liPlanId));
    const none = await read<Bundle>(
      `/fhir/R4/CarePlan?patient=${liPatientId}&status=completed`,
      'doctor',
    );
    expect(none.body.total).toBe(0);
  });

  it("reads 李患者's recording as a DocumentReference linking the EDF+ export", async () => {
    const { status, body } = await read(`/fhir/R4/DocumentReference/${recordingId}`, 'doctor', {
      host: 'his-facing.example.cn',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      resourceType: 'DocumentReference',
      status: 'current',
      docStatus: 'final',
      type: { text: '多模态生理信号记录' },
      subject: { reference: `Patient/${liPatientId}` },
      date: '2026-03-05T02:00:00.000Z',
      context: { period: { start: '2026-03-05T02:00:00.000Z', end: '2026-03-05T02:10:00.000Z' } },
    });
    const content = (body.content as { attachment: { contentType: string; url: string } }[])[0]!;
    expect(content.attachment.contentType).toBe('application/octet-stream');
    expect(content.attachment.url).toBe(
      `http://his-facing.example.cn/api/recording/export?id=${recordingId}&format=edf`,
    );
    // The link is the API's export call, which asks for a step-up first.
    const exported = await t.app.inject({
      method: 'GET',
      url: new URL(content.attachment.url).pathname + new URL(content.attachment.url).search,
      headers: { authorization: `Bearer ${tokens.doctor}` },
    });
    expect(exported.statusCode).not.toBe(404);
    expect(exported.json<{ code: number }>().code).not.toBe(40401);
    expect(body.author).toEqual(
      expect.arrayContaining([{ reference: `Device/${deviceId}`, display: '演示脑电仪（8导）' }]),
    );
    const inMarch = await read<Bundle>(
      `/fhir/R4/DocumentReference?patient=Patient/${liPatientId}&date=2026-03`,
      'patient',
    );
    expect(inMarch.body.entry?.map((entry) => entry.resource.id)).toEqual([String(recordingId)]);
    const inApril = await read<Bundle>(
      `/fhir/R4/DocumentReference?patient=${liPatientId}&date=ge2026-04`,
      'doctor',
    );
    expect(inApril.body.total).toBe(0);
  });

  it('reads a Device, and finds devices by name and status', async () => {
    const { status, body } = await read(`/fhir/R4/Device/${deviceId}`, 'doctor');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      resourceType: 'Device',
      status: 'active',
      deviceName: [{ name: '演示脑电仪（8导）', type: 'user-friendly-name' }],
      type: { text: '脑电采集设备（8导，250 Hz）' },
    });
    const found = await read<Bundle>('/fhir/R4/Device?device-name=心电&status=active', 'admin');
    expect(found.body.total).toBe(1);
    const refused = await read(`/fhir/R4/Device/${deviceId}`, 'patient');
    expect(refused.status).toBe(403);
  });

  it("refuses 李患者's CareTeam, CarePlan and recording to 赵磊 (403); his searches hold none", async () => {
    for (const url of [
      `/fhir/R4/CareTeam/${liPatientId}`,
      `/fhir/R4/CarePlan/${liPlanId}`,
      `/fhir/R4/DocumentReference/${recordingId}`,
    ]) {
      const { status, body } = await read(url, 'zhaolei');
      expect(status, url).toBe(403);
      expect(body).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ severity: 'error', code: 'forbidden' }],
      });
    }
    for (const url of [
      `/fhir/R4/CareTeam?patient=${liPatientId}`,
      `/fhir/R4/CarePlan?patient=${liPatientId}`,
      `/fhir/R4/DocumentReference?patient=${liPatientId}`,
    ]) {
      expect((await read<Bundle>(url, 'zhaolei')).body.total, url).toBe(0);
    }
  });

  it("puts the CareTeam, CarePlans and DocumentReferences in 李患者's $everything", async () => {
    const { status, body } = await read<Bundle>(
      `/fhir/R4/Patient/${liPatientId}/$everything`,
      'doctor',
    );
    expect(status).toBe(200);
    const kinds = body.entry?.map((entry) => `${entry.resource.resourceType}/${entry.resource.id}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        `Patient/${liPatientId}`,
        `CareTeam/${liPatientId}`,
        `CarePlan/${liPlanId}`,
        `DocumentReference/${recordingId}`,
      ]),
    );
  });
});
